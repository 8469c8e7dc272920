"""assassins_trick

The table of this game: ``TABLE`` (in ``table.py``) and its pieces, moves and look."""

from game.tables.assassins_trick.table import TABLE

__all__ = ["TABLE"]
