"""The Copper Trickster: trick-taking in old Mesopotamia for 3 to 5 players, each round with its
own character and its own knowledge of which copper is good. With the Ea-Nasir's Party option."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.options import OptionSpec

if TYPE_CHECKING:
    from rules.copper_trickster.easy import EasyBot
    from rules.copper_trickster.inference import CopperBelief
    from rules.copper_trickster.observation import CopperTricksterObservation
    from rules.copper_trickster.rollout import CopperTricksterRollout
    from rules.core.events import SeatName
    from rules.core.registry import GameInfo


def _easy_bot(seed: int) -> EasyBot:
    from rules.copper_trickster.easy import EasyBot

    return EasyBot(seed)


def _rollout(seed: int) -> CopperTricksterRollout:
    from rules.copper_trickster.rollout import CopperTricksterRollout

    return CopperTricksterRollout(seed)


def _belief(observation: CopperTricksterObservation, careless: frozenset[int] = frozenset()) -> CopperBelief:
    """``careless`` is not used: this game's reading names no careless seats."""
    from rules.copper_trickster.inference import CopperBelief

    return CopperBelief(observation)


def _move_reason(observation: CopperTricksterObservation, action: object, name: SeatName) -> str:
    from rules.copper_trickster.hint import move_reason

    return move_reason(observation, action, name)


def game_info() -> GameInfo:
    from rules.copper_trickster.state import CopperTricksterState
    from rules.copper_trickster.text import RULES_TEXT
    from rules.core.registry import GameInfo

    return GameInfo(
        id="copper_trickster",
        title="The Copper Trickster",
        player_counts=(3, 4, 5),
        options=(
            OptionSpec(
                "ea_nasirs_party",
                "Ea-Nasir's Party",
                (False, True),
                False,
                "After passing, a discard is turned up: its suit is trump for the round.",
            ),
        ),
        rules_text=RULES_TEXT,
        summary="Collect good copper, dodge the bad: each character knows a different part of the truth.",
        state_class=CopperTricksterState,
        bots={"easy": _easy_bot},
        rollout=_rollout,
        belief=_belief,
        move_reason=_move_reason,
        bench_players=4,
        whole_game_oracle={4: 0.80},  # issue 14: flat Monte Carlo on the true deal, 60 deals
        speed_targets={"random_actions_per_s": 100_000, "easy_decisions_per_s": 5_000},
        family="copper_trickster",
    )
