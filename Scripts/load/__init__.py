"""The players of `Scripts/server-load.py` beside SUWIKI's: what they share (`common`) and the couple app (`couple`)."""
