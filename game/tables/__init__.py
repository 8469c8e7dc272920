"""Each game's table, a package per game: ``game/tables/<game>/`` exports ``TABLE``."""
