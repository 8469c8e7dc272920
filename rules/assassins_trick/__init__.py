"""Assassin's Trick: two or three players bid cards of their suit, face down, for prize cards."""

from __future__ import annotations

from rules.core.options import OptionSpec
from rules.core.registry import GameInfo


def game_info() -> GameInfo:
    from rules.assassins_trick.state import AssassinsTrickState
    from rules.assassins_trick.text import RULES_TEXT, SUMMARY

    return GameInfo(
        id="assassins_trick",
        title="Assassin's Trick",
        player_counts=(2, 3),
        options=(
            OptionSpec(
                key="jokers",
                label="Jokers",
                choices=(0, 1, 2),
                default=0,
                help="Jokers shuffled into the prize deck; winning one takes the next prize instead.",
            ),
        ),
        rules_text=RULES_TEXT,
        summary=SUMMARY,
        state_class=AssassinsTrickState,
        lower_is_better=False,
    )
