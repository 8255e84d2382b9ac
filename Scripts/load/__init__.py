"""What the load generators of `Scripts/server-load.py` share (`common`)."""
