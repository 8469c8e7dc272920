"""Pieces on the table: what each kind shows (``specs``, no pygame) and one sprite class per kind.

``specs`` holds the frozen descriptions a game's table module places (``CardPiece``,
``TokenPiece``, ``DiePiece``, ``SlotPiece``, ``TextCardPiece``, ``BadgePiece``); ``kinds`` says
which sprite class draws each; ``base`` is what every sprite shares (position, z, ``rect``,
``contains``, ``move_to``, ``draw``). Import from the submodules: this package imports nothing.
"""
