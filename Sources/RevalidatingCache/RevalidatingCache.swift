// The RevalidatingCache module; see docs/.
