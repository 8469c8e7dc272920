"""The table a match is played on, without the scene that shows it.

- ``module``: the per-game seam (``GameTable``); ``game/tables/<game>/`` exports ``TABLE``.
- ``tricks``: the table of the games that play cards into tricks.
- ``choice``: what a turn's choice is (``Choice``, its marks, buttons and refusals).
- ``choices``: the generic kinds (one card, several cards, an option, effects, a stake);
  ``combined``: a step after a step (``Then``) and two ways to act in one turn (``Either``).
- ``driver``: whose turn, bots, hand-offs, the log, saving (no pygame).
- ``input``: mouse and keys turned into picks and presses of the turn's choice; ``spread``: the
  hand's fan opening beside its raised card.
- ``panels``: seat plates, scores, log, hint, tooltips, drawn from the shown observation.
- ``view`` and ``seating``: the pieces as sprites, and which seat sits where on screen.
"""
