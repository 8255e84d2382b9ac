"""The players of `Scripts/server-load.py` beside SUWIKI's: what they share (`common`), the couple app (`couple`) and Hous
(`hous`)."""
