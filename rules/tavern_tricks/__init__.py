"""Tavern Tricks: trick-taking for 3 to 6 players where the dominance dice decide each hand's
strongest race and weapon, specialty cards bend every trick and coins ride on the stakes."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.core.events import SeatName
    from rules.core.registry import GameInfo
    from rules.tavern_tricks.actions import Action
    from rules.tavern_tricks.easy import EasyBot
    from rules.tavern_tricks.inference import TavernTricksBelief
    from rules.tavern_tricks.observation import TavernTricksObservation
    from rules.tavern_tricks.rollout import TavernTricksRollout


def _easy_bot(seed: int) -> EasyBot:
    from rules.tavern_tricks.easy import EasyBot

    return EasyBot(seed)


def _rollout(seed: int) -> TavernTricksRollout:
    from rules.tavern_tricks.rollout import TavernTricksRollout

    return TavernTricksRollout(seed)


def _belief(observation: TavernTricksObservation, careless: frozenset[int] = frozenset()) -> TavernTricksBelief:
    from rules.tavern_tricks.inference import TavernTricksBelief

    return TavernTricksBelief(observation, careless)


def _move_reason(observation: TavernTricksObservation, action: Action, name: SeatName) -> str:
    from rules.tavern_tricks.hint import move_reason

    return move_reason(observation, action, name)


def game_info() -> GameInfo:
    from rules.core.registry import GameInfo
    from rules.tavern_tricks.state import TavernTricksState
    from rules.tavern_tricks.text import RULES_TEXT

    return GameInfo(
        id="tavern_tricks",
        title="Tavern Tricks",
        player_counts=(3, 4, 5, 6),
        options=(),
        rules_text=RULES_TEXT,
        summary="Roll the dominance dice, stake your coins and bend each trick with specialty cards.",
        state_class=TavernTricksState,
        score_unit="coins",
        bots={"easy": _easy_bot},
        rollout=_rollout,
        belief=_belief,
        move_reason=_move_reason,
        bench_players=4,
        whole_game_oracle={4: 1.00},  # issue 14: flat Monte Carlo on the true deal, 60 deals
        speed_targets={"random_actions_per_s": 50_000, "easy_decisions_per_s": 5_000},
        family="tavern_tricks",
    )
