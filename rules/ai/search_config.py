"""How a search plays: the settings of ``rules.ai.search.SearchBot`` and the choices each allows.

The levels (``rules.ai.levels``), ``--bots`` specs (``rules.ai.level_spec``) and the tournament's
experiments all speak through ``SearchConfig``; what each setting does, and what was measured to
choose its default, is in docs/search.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.ai.search_reward import REWARD_MODES
from rules.core.bots import Widening

OPPONENT_MODES = ("policy", "tree", "policy-all")
SIMULTANEOUS_METHODS = ("duct", "regret")
ROLLOUTS = ("game", "easy", "random")
OWN_ROLLOUTS = ("same", "easy")
CHOICES = {  # the fields that take one of a few words, and those words
    "rollout": ROLLOUTS,
    "own_rollout": OWN_ROLLOUTS,
    "reward": REWARD_MODES,
    "opponents": OPPONENT_MODES,
    "simultaneous": SIMULTANEOUS_METHODS,
}


@dataclass(frozen=True)
class SearchConfig:
    """How the search plays; the defaults are the normal level's. A word that is none of its
    field's ``CHOICES`` is refused as the config is made (``ValueError``)."""

    # "game": the game's fast rollout policy (GameInfo.rollout), the easy bot where it has none;
    # "easy": the game's easy bot through observations; "random": random play.
    rollout: str = "game"
    # The searcher's own moves beyond the tree: "same" as the others' (rollout above), or "easy",
    # its easy bot through its own observation, blind to the sampled hands (docs/search.md).
    own_rollout: str = "same"
    reward: str = "win_mixed"  # "rank", "diff", "mixed", "win" or "win_mixed" (rules/ai/search_reward.py)
    exploration: float = 0.7  # UCB1's constant, for rewards in [0, 1]
    gamma: float = 0.1  # regret matching's uniform exploration at simultaneous decisions
    opponents: str | None = None  # "policy", "tree" or "policy-all"; None: the game's own (docs/search.md)
    simultaneous: str = "duct"  # "duct" or "regret" (docs/search.md, "Simultaneous decisions")
    policy_prior: float = 300.0  # visits over which the others' simultaneous picks leave the policy
    widening: Widening | None = None  # None: the game's own (GameInfo.widening), else the default
    whole_game: bool | None = None  # None: the game's own horizon (see search_reward)
    belief: bool = True  # deal through the game's reading of the others' plays, where it has one
    carry: bool = True  # count what a seat carries out of a round (GameInfo.round_carry), where the game says
    game_winners: bool = True  # in a round that ends the game, rank the game's winners first (search_reward)
    careless: float = 1.0  # share of a careless seat's policy moves made at random (docs/search.md)
    remember: bool = True  # a level bot keeps the seats caught careless for the game's later rounds
    settle: bool = True  # stop a tree once its most visited action can no longer be caught (search_stop)
    equivalents: bool = True  # try one of the actions that come to the same (GameInfo.equivalent_actions)

    def __post_init__(self) -> None:
        for name, choices in CHOICES.items():
            value = getattr(self, name)
            if value not in choices and not (name == "opponents" and value is None):
                raise ValueError(f"{name.replace('_', ' ')} {value!r}; choices: {', '.join(choices)}")

    @property
    def mixes(self) -> bool:
        """Whether the searcher finally samples a mixed strategy at a simultaneous decision
        (regret matching's average), rather than playing its most visited action."""
        return self.simultaneous == "regret"
