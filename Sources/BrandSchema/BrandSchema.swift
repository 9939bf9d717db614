// The BrandSchema module; see docs/.
