"""Vazerneiros: trick-taking for 3 to 5 players where an auction each round picks a rumor that
bends the rules, and potions change the cards as they are played."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.options import OptionSpec

if TYPE_CHECKING:
    from rules.core.events import SeatName
    from rules.core.registry import GameInfo
    from rules.vazerneiros.easy import EasyBot
    from rules.vazerneiros.inference import VazerneirosBelief
    from rules.vazerneiros.observation import VazerneirosObservation
    from rules.vazerneiros.rollout import VazerneirosRollout
    from rules.vazerneiros.state import VazerneirosState


def _easy_bot(seed: int) -> EasyBot:
    from rules.vazerneiros.easy import EasyBot

    return EasyBot(seed)


def _rollout(seed: int) -> VazerneirosRollout:
    from rules.vazerneiros.rollout import VazerneirosRollout

    return VazerneirosRollout(seed)


def _belief(observation: VazerneirosObservation, careless: frozenset[int] = frozenset()) -> VazerneirosBelief:
    from rules.vazerneiros.inference import VazerneirosBelief

    return VazerneirosBelief(observation, careless)


def _round_carry(state: VazerneirosState) -> tuple[float, ...]:
    from rules.vazerneiros.rollout import potions_carried

    return potions_carried(state)


def _move_reason(observation: VazerneirosObservation, action: object, name: SeatName) -> str:
    from rules.vazerneiros.hint import move_reason

    return move_reason(observation, action, name)


def game_info() -> GameInfo:
    from rules.core.bots import Widening
    from rules.core.registry import GameInfo
    from rules.vazerneiros.state import VazerneirosState
    from rules.vazerneiros.text import rules_text

    return GameInfo(
        id="vazerneiros",
        title="Vazerneiros",
        player_counts=(3, 4, 5),
        options=(
            OptionSpec(
                "negative_rumors",
                "Negative rumors (16-18)",
                (False, True),
                False,
                "Adds the three rumors that can cost points: the Cursed Crown, the Echo of Discord "
                "and the Arcane Rivalry.",
            ),
        ),
        rules_text=rules_text(),
        summary="Bid for the round's rumor, then bend the tricks with potions.",
        state_class=VazerneirosState,
        bots={"easy": _easy_bot},
        rollout=_rollout,
        belief=_belief,
        move_reason=_move_reason,
        # Potions last the game: a playout that stops at the round's end values those left.
        round_carry=_round_carry,
        # Bids and plays with potions are many and a playout is slow (a normal move gets about
        # 34 iterations): widen from the rollout policy's favourite, a few candidates at a time.
        widening=Widening(above=8, base=1.0),
        bench_players=4,
        whole_game_oracle={4: 0.73},  # issue 14: flat Monte Carlo on the true deal, 60 deals
        bench_options={"negative_rumors": True},
        speed_targets={"random_actions_per_s": 50_000, "easy_decisions_per_s": 5_000},
        family="vazerneiros",
    )
