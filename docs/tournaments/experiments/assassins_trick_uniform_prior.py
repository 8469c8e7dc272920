"""Assassin's Trick against random bidders with a search that knows, from the first bid, that the
others bid at random: the reading's prior (``rules.assassins_trick.inference.PRIOR``) set all on
the ``uniform`` habit, so every sample's playouts bid for the others as the random seats really
do. Against issue 14's "hard against random" bar at 3 players (0.833), it asks how far an exact
model of the table takes the search. Run from the repository's root, like ``main.py``:

    PYTHONPATH=. python docs/tournaments/experiments/assassins_trick_uniform_prior.py tournament \\
        --game assassins_trick --players 3 --a hard:iterations=1370 --b random --deals 15 \\
        --seed 11 --workers 1 --keep FILE

``--workers 1`` keeps the tournament in this process, where the prior is set (a pool's workers
would import the module afresh).
"""

from __future__ import annotations

import sys

import rules.assassins_trick.inference as inference
from cli import main


def _uniform_prior() -> dict[str, float]:
    return {style: 1.0 if style == inference.UNIFORM else 1e-9 for style in inference.STYLES}


if __name__ == "__main__":
    inference.PRIOR = _uniform_prior()
    sys.exit(main(sys.argv[1:]))
