// The OddsBoost module; see docs/.
