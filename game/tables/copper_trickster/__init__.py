"""copper_trickster

The table of this game: ``TABLE`` (in ``table.py``) and its pieces, moves and look."""

from game.tables.copper_trickster.table import TABLE

__all__ = ["TABLE"]
