// The Localization module; see docs/.
