"""Copas: the Portuguese Hearts cousin. Avoid Cups; at 51 penalty points you pop."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.options import OptionSpec

if TYPE_CHECKING:
    from rules.copas.easy import EasyBot
    from rules.copas.inference import CopasBelief
    from rules.copas.observation import CopasObservation
    from rules.copas.rollout import CopasRollout
    from rules.copas.state import CopasState
    from rules.core.actions import CardAction
    from rules.core.events import SeatName
    from rules.core.registry import GameInfo


def _easy_bot(seed: int) -> EasyBot:
    from rules.copas.easy import EasyBot

    return EasyBot(seed)


def _rollout(seed: int) -> CopasRollout:
    from rules.copas.rollout import CopasRollout

    return CopasRollout(seed)


def _round_carry(state: CopasState) -> tuple[float, ...]:
    from rules.copas.rollout import pending_cups

    return pending_cups(state)


def _belief(observation: CopasObservation, careless: frozenset[int] = frozenset()) -> CopasBelief:
    from rules.copas.inference import CopasBelief

    return CopasBelief(observation, careless)


def _equivalent_plays(observation: CopasObservation) -> list[list[CardAction]]:
    from rules.copas.equivalent import equivalent_plays

    return equivalent_plays(observation)


def _move_reason(observation: CopasObservation, action: CardAction, name: SeatName) -> str:
    from rules.copas.hint import move_reason

    return move_reason(observation, action, name)


def _hearts_actions_per_s(seconds: float) -> float:
    from rules.copas.openspiel_hearts import hearts_random_actions_per_s

    return hearts_random_actions_per_s(seconds)


def game_info() -> GameInfo:
    from rules.copas.state import CopasState
    from rules.copas.text import RULES_TEXT
    from rules.core.registry import GameInfo, SpeedReference

    return GameInfo(
        id="copas",
        title="Copas",
        player_counts=(3, 4, 5),
        options=(
            OptionSpec(
                "no_cup_lead_until_discarded",
                "Cups locked until one is discarded",
                (False, True),
                False,
                "No Cup may be led until someone has discarded a Cup (unless you hold only Cups).",
            ),
            OptionSpec(
                "no_cups_on_first_trick",
                "No Cups on the first trick",
                (False, True),
                False,
                "No Cup may be discarded on the first trick (unless you hold only Cups).",
            ),
        ),
        rules_text=RULES_TEXT,
        summary="Dodge the Cups in this Portuguese trick-taker; whoever reaches 51 pops.",
        state_class=CopasState,
        lower_is_better=True,
        bots={"easy": _easy_bot},
        rollout=_rollout,
        belief=_belief,
        # All 10 Cups score 0 in their round but wait on the bonus round: a playout counts them.
        round_carry=_round_carry,
        move_reason=_move_reason,
        equivalent_actions=_equivalent_plays,
        bench_players=4,
        whole_game_oracle={4: 0.70},  # issue 14: flat Monte Carlo on the true deal, 40 deals
        speed_targets={"random_actions_per_s": 200_000, "easy_decisions_per_s": 5_000},
        speed_reference=SpeedReference("openspiel_hearts", _hearts_actions_per_s),
    )
