"""The bribe on The Trickster Proposition's table: its two buttons ("Bribe: see great", "Bribe: see
bad"), offered whenever the shown seat plays a card, and greyed with the rules' reason when a
bribe is not possible (leading, bribed already, the rival saw that slot)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.table.choice import Choice, Mark, Refused, WhyNot, hand_key, sentence
from game.table.choices import CardChoice, Option, OptionChoice
from game.table.combined import Then
from game.tables.copper_trickster.look import SLOT_KEY
from rules.copper_trickster.quality import SLOT_SHORT
from rules.trickster_proposition.actions import BRIBE_SLOTS, Bribe, bribe_action

BRIBE_HINT = "Your turn: follow suit, or bribe to see a slot (1, 2, or click the slot)."


def bribe_label(slot: str) -> str:
    return f"Bribe: see {SLOT_SHORT[slot]}"


def bribe_refusal(obs: Any, slot: str, why_not: WhyNot | None) -> str:
    """The rules' reason a bribe looking at ``slot`` is refused now (any card of the hand would
    get the same one), as a sentence."""
    reason = why_not(bribe_action(obs.hand[0], slot)) if why_not is not None and obs.hand else None
    return sentence(reason or "You may not bribe now")


def bribe_choice(obs: Any, bribes: list[Bribe], why_not: WhyNot | None = None) -> Then:
    """The bribe: first the slot to look at (a button each, or a click on the slot; the slot the
    rival already saw is greyed with the rules' reason), then any card of the hand."""
    allowed = {b.slot for b in bribes}
    options = []
    for slot in BRIBE_SLOTS:
        reason = "" if slot in allowed else bribe_refusal(obs, slot, why_not)
        options.append(Option(slot, bribe_label(slot), slot, piece=f"{SLOT_KEY}{slot}", reason=reason))

    def then(slot: str) -> Choice:
        actions = {b.card: b for b in bribes if b.slot == slot}
        hint = f"Bribe to see the {SLOT_SHORT[slot]} slot: play any card (you lose this trick), or Back."
        return BribeCard(obs.hand, actions, slot, hint)

    return Then(OptionChoice(options, BRIBE_HINT), then)


def no_bribe(obs: Any, why_not: WhyNot | None = None) -> OptionChoice:
    """Both bribe buttons greyed, each with the rules' reason (the slots on the table are not
    part of it: they stay as they are)."""
    options = [Option(slot, bribe_label(slot), slot, reason=bribe_refusal(obs, slot, why_not)) for slot in BRIBE_SLOTS]
    return OptionChoice(options)


class BribeCard(CardChoice):
    """The bribe's second step: any card of the hand. The slots stay part of the choice (the
    other one greyed), so the glow of the slot step does not linger on them."""

    def __init__(self, hand: Any, actions: dict[Any, Bribe], slot: str, hint: str) -> None:
        super().__init__({hand_key(c): c for c in hand}, actions, None, hint)
        self.slot = slot
        self.others = [f"{SLOT_KEY}{s}" for s in BRIBE_SLOTS if s != slot]

    def marks(self) -> Mapping[str, Mark]:
        return {**super().marks(), **{key: Mark(False) for key in self.others}}

    def pick(self, key: str) -> Any:
        if key in self.others or key == f"{SLOT_KEY}{self.slot}":
            raise Refused("Now choose the card to play for the bribe, or press Back to choose another slot.")
        return super().pick(key)
