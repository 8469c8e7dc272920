"""The generic kinds of ``Choice``: one card (``CardChoice``), several cards then Confirm
(``CardsChoice``), one labelled option (``OptionChoice``: a slot, a seat, a rule card), effects
with a running cost (``EffectsChoice``), a number in a range (``StakeChoice``). A game's table
builds its turns from these and the combinators of ``game.table.combined``. No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from game.table.choice import CONFIRM, LESS, MORE, Action, Choice, Control, Mark, Refused, WhyNot, hand_key, sentence
from rules.core.cards import Card
from rules.core.words import counted


class CardChoice(Choice):
    """One card is the whole move: picking a legal card returns its action at once.

    ``pieces`` maps piece keys to cards (the hand, or cards on the table to sort); ``actions``
    maps each legal card to its action (built from ``obs.legal_actions``, never from text).
    A card with no action is greyed; picking it raises ``Refused`` with ``why_not(card)``.
    """

    def __init__(
        self,
        pieces: Mapping[str, Card],
        actions: Mapping[Card, Action],
        why_not: Callable[[Card], str | None] | None = None,
        hint: str = "",
    ) -> None:
        self.pieces = dict(pieces)
        self.actions = dict(actions)
        self.why_not = why_not
        self.hint = hint or "Your turn: choose a card."

    @classmethod
    def from_hand(
        cls,
        hand: Iterable[Card],
        actions: Mapping[Card, Action],
        why_not: Callable[[Card], str | None] | None = None,
        hint: str = "",
    ) -> CardChoice:
        return cls({hand_key(c): c for c in hand}, actions, why_not, hint)

    def marks(self) -> Mapping[str, Mark]:
        return {key: Mark(card in self.actions) for key, card in self.pieces.items()}

    def leads_to(self, action: Action, cards: Sequence[Card]) -> tuple[str, ...]:
        return tuple(key for key, card in self.pieces.items() if card in self.actions and self.actions[card] == action)

    def toward(self, action: Action, cards: Sequence[Card]) -> tuple[str, ...]:
        return tuple(key for key, card in self.pieces.items() if card in self.actions and card in cards)

    def outcomes(self) -> Iterable[tuple[tuple[str, ...], Action]]:
        return (((key,), self.actions[card]) for key, card in self.pieces.items() if card in self.actions)

    def pick(self, key: str) -> Action | None:
        card = self.pieces.get(key)
        if card is None:
            raise Refused("That card is not part of this move.")
        action = self.actions.get(card)
        if action is None:
            reason = self.why_not(card) if self.why_not is not None else None
            raise Refused(sentence(reason or f"The {card.name} cannot be chosen now."))
        return action


class CardsChoice(Choice):
    """Several cards, one per role ("Discard", "Pass"), then Confirm.

    Clicking a chosen card takes it back. ``refuse(card, chosen)`` greys a card that may not be
    the next one chosen (with the reason); ``build(cards)`` turns the full choice into the
    action, which ``why_not`` may still refuse as a whole (the choice is kept).
    """

    def __init__(
        self,
        pieces: Mapping[str, Card],
        roles: Sequence[str],
        build: Callable[[tuple[Card, ...]], Action],
        refuse: Callable[[Card, tuple[Card, ...]], str | None] | None = None,
        why_not: WhyNot | None = None,
        confirm_label: str = "Confirm",
        hint: str = "",
    ) -> None:
        if not roles:
            raise ValueError("a CardsChoice needs at least one role")
        self.pieces = dict(pieces)
        self.roles = tuple(roles)
        self.build = build
        self.refuse = refuse
        self.why_not = why_not
        self.confirm_label = confirm_label
        self._hint = hint
        self.chosen: list[Card] = []

    @property
    def hint(self) -> str:  # type: ignore[override]
        if len(self.chosen) < len(self.roles):
            role = self.roles[len(self.chosen)]
            base = self._hint or f"Your turn: choose {len(self.roles)} cards, then {self.confirm_label}."
            return f"{base} Next: {role.lower()}."
        return f"Press {self.confirm_label}, or click a chosen card to take it back."

    @property
    def engaged(self) -> bool:
        return bool(self.chosen)

    def _refusal(self, card: Card) -> str | None:
        if len(self.chosen) >= len(self.roles):
            return f"{len(self.roles)} cards are chosen: click one to take it back first."
        return self.refuse(card, tuple(self.chosen)) if self.refuse is not None else None

    def marks(self) -> Mapping[str, Mark]:
        out: dict[str, Mark] = {}
        for key, card in self.pieces.items():
            if card in self.chosen:
                out[key] = Mark(True, selected=True, badge=self.roles[self.chosen.index(card)])
            else:
                out[key] = Mark(self._refusal(card) is None)
        return out

    def controls(self) -> tuple[Control, ...]:
        missing = len(self.roles) - len(self.chosen)
        reason = f"Choose {counted(missing, 'more card')} first." if missing else ""
        return (Control(self.confirm_label, CONFIRM, enabled=not missing, reason=reason),)

    def leads_to(self, action: Action, cards: Sequence[Card]) -> tuple[str, ...]:
        keys = {card: key for key, card in self.pieces.items()}
        if len(cards) != len(self.roles) or any(card not in keys for card in cards):
            return ()
        if len(set(self.roles)) == 1:  # one role for every card ("Pass" three times): any order
            wrong = [c for c in self.chosen if c not in cards]
            rest = [c for c in cards if c not in self.chosen]
        else:  # each card to its role, in the roles' order
            fit = 0
            while fit < len(self.chosen) and self.chosen[fit] == cards[fit]:
                fit += 1
            wrong, rest = self.chosen[fit:], list(cards[fit:])
        if wrong:
            return (keys[wrong[-1]],)  # a card chosen otherwise: take it back first
        return tuple(keys[card] for card in rest) or (CONFIRM,)

    def roles_of(self, steps: Sequence[str]) -> Mapping[str, str]:
        if len(set(self.roles)) == 1:  # one role for every card: "Hint" says it
            return {}
        free = [key for key in steps if key in self.pieces and self.pieces[key] not in self.chosen]
        return dict(zip(free, self.roles[len(self.chosen) :], strict=False))

    def pick(self, key: str) -> Action | None:
        card = self.pieces.get(key)
        if card is None:
            raise Refused("That card is not part of this move.")
        if card in self.chosen:
            self.chosen.remove(card)
            return None
        reason = self._refusal(card)
        if reason is not None:
            raise Refused(sentence(reason))
        self.chosen.append(card)
        return None

    def press(self, key: str) -> Action | None:
        self._disabled(key)
        action = self.build(tuple(self.chosen))
        reason = self.why_not(action) if self.why_not is not None else None
        if reason:
            raise Refused(sentence(reason))
        return action


@dataclass(frozen=True)
class Option:
    """One labelled option. ``piece``, if set, is a piece on the table that picks it too (a
    quality slot, a seat plate, a rule card); a non-empty ``reason`` greys it."""

    key: str
    label: str
    action: Action
    piece: str = ""
    reason: str = ""


class OptionChoice(Choice):
    """One option among labelled values: a button each (unless ``buttons`` is False and every
    option has a piece), and the pieces that stand for them."""

    def __init__(self, options: Sequence[Option], hint: str = "", buttons: bool = True) -> None:
        keys = [o.key for o in options]
        if len(set(keys)) != len(keys):
            raise ValueError(f"option keys repeat: {keys}")
        self.options = tuple(options)
        self.buttons = buttons or any(not o.piece for o in options)
        self.hint = hint or "Your turn: choose one."

    def marks(self) -> Mapping[str, Mark]:
        return {o.piece: Mark(not o.reason) for o in self.options if o.piece}

    def controls(self) -> tuple[Control, ...]:
        if not self.buttons:
            return ()
        return tuple(Control(o.label, f"option:{o.key}", enabled=not o.reason, reason=o.reason) for o in self.options)

    def _keys(self, option: Option) -> tuple[str, ...]:
        return ((option.piece,) if option.piece else ()) + ((f"option:{option.key}",) if self.buttons else ())

    def leads_to(self, action: Action, cards: Sequence[Card]) -> tuple[str, ...]:
        return tuple(key for o in self.options if o.action == action and not o.reason for key in self._keys(o))

    def outcomes(self) -> Iterable[tuple[tuple[str, ...], Action]]:
        return ((self._keys(o), o.action) for o in self.options if not o.reason)

    def _take(self, option: Option) -> Action:
        if option.reason:
            raise Refused(sentence(option.reason))
        return option.action

    def pick(self, key: str) -> Action | None:
        option = next((o for o in self.options if o.piece and o.piece == key), None)
        if option is None:
            raise Refused("That is not one of the choices.")
        return self._take(option)

    def press(self, key: str) -> Action | None:
        option = next((o for o in self.options if f"option:{o.key}" == key), None)
        if option is None:
            raise Refused("That is not one of the choices.")
        return self._take(option)


@dataclass(frozen=True)
class Effect:
    """An effect to add at a ``cost`` (potions, coins). Effects sharing a ``group`` exclude each
    other (turning a card into one suit or another); a non-empty ``reason`` greys it."""

    key: str
    label: str
    cost: int
    group: str = ""
    reason: str = ""


class EffectsChoice(Choice):
    """Toggle effects on and off, see what they cost against the ``budget``, then Confirm.

    ``build(keys)`` turns the chosen effects (possibly none) into the action; ``why_not`` may
    refuse it as a whole.
    """

    def __init__(
        self,
        effects: Sequence[Effect],
        budget: int,
        build: Callable[[frozenset[str]], Action],
        why_not: WhyNot | None = None,
        confirm_label: str = "Confirm",
        unit: str = "token",
        hint: str = "",
    ) -> None:
        self.effects = {e.key: e for e in effects}
        self.budget = budget
        self.build = build
        self.why_not = why_not
        self.confirm_label = confirm_label
        self.unit = unit
        self._hint = hint
        self.chosen: list[str] = []

    @property
    def cost(self) -> int:
        return sum(self.effects[k].cost for k in self.chosen)

    @property
    def hint(self) -> str:  # type: ignore[override]
        spend = f"Cost {self.cost} of your {counted(self.budget, self.unit)}."
        return f"{self._hint} {spend}" if self._hint else f"Choose effects, then {self.confirm_label}. {spend}"

    @property
    def engaged(self) -> bool:
        return bool(self.chosen)

    def _refusal(self, effect: Effect) -> str:
        if effect.key in self.chosen:
            return ""
        if effect.reason:
            return effect.reason
        replaced = sum(self.effects[k].cost for k in self.chosen if effect.group and self.effects[k].group == effect.group)
        if self.cost - replaced + effect.cost > self.budget:
            return f"Not enough {self.unit}s: that costs {effect.cost} and {self.budget - self.cost} are left."
        return ""

    def controls(self) -> tuple[Control, ...]:
        out = []
        for effect in self.effects.values():
            reason = self._refusal(effect)
            label = f"{effect.label} ({effect.cost})"
            out.append(Control(label, f"effect:{effect.key}", not reason, effect.key in self.chosen, reason))
        out.append(Control(f"{self.confirm_label} · {self.cost}", CONFIRM))
        return tuple(out)

    def leads_to(self, action: Action, cards: Sequence[Card]) -> tuple[str, ...]:
        """The effects to turn on (or off) until the choice builds ``action``, then Confirm."""
        keys = list(self.effects)
        for mask in range(1 << len(keys)):  # a handful of effects: every set of them is cheap
            wanted = [k for i, k in enumerate(keys) if mask >> i & 1]
            groups = [self.effects[k].group for k in wanted if self.effects[k].group]
            if len(set(groups)) == len(groups) and self.build(frozenset(wanted)) == action:
                on = [k for k in wanted if k not in self.chosen]
                # Off: the chosen ones not wanted, but for those a wanted one of their group replaces.
                off = [k for k in self.chosen if k not in wanted and self.effects[k].group not in groups]
                if not on and not off:
                    return (CONFIRM,)
                # Off first (it frees the budget), then whatever the budget allows now.
                steps = [k for k in (*off, *on) if not self._refusal(self.effects[k])]
                return tuple(f"effect:{k}" for k in steps)
        return ()

    def press(self, key: str) -> Action | None:
        if key == CONFIRM:
            action = self.build(frozenset(self.chosen))
            reason = self.why_not(action) if self.why_not is not None else None
            if reason:
                raise Refused(sentence(reason))
            return action
        effect = self.effects.get(key.removeprefix("effect:")) if key.startswith("effect:") else None
        if effect is None:
            raise Refused("That button does nothing now.")
        if effect.key in self.chosen:
            self.chosen.remove(effect.key)
            return None
        reason = self._refusal(effect)
        if reason:
            raise Refused(sentence(reason))
        if effect.group:
            self.chosen = [k for k in self.chosen if self.effects[k].group != effect.group]
        self.chosen.append(effect.key)
        return None


class StakeChoice(Choice):
    """A number from ``low`` to ``high``: − and + buttons, then the button that stakes it."""

    def __init__(
        self,
        low: int,
        high: int,
        build: Callable[[int], Action],
        start: int | None = None,
        label: str = "Stake",
        hint: str = "",
    ) -> None:
        if low > high:
            raise ValueError(f"empty range {low}..{high}")
        self.low, self.high = low, high
        self.build = build
        self.value = low if start is None else min(high, max(low, start))
        self.label = label
        self._hint = hint

    @property
    def hint(self) -> str:  # type: ignore[override]
        return self._hint or f"Your turn: choose from {self.low} to {self.high} with − and +, then {self.label}."

    def controls(self) -> tuple[Control, ...]:
        return (
            Control("−", LESS, self.value > self.low, reason=f"{self.low} is the least."),
            Control("+", MORE, self.value < self.high, reason=f"{self.high} is the most."),
            Control(f"{self.label} {self.value}", CONFIRM),
        )

    def leads_to(self, action: Action, cards: Sequence[Card]) -> tuple[str, ...]:
        target = next((v for v in range(self.low, self.high + 1) if self.build(v) == action), None)
        if target is None:
            return ()
        if target == self.value:
            return (CONFIRM,)
        return (MORE if target > self.value else LESS,)

    def press(self, key: str) -> Action | None:
        self._disabled(key)
        if key == LESS:
            self.value -= 1
            return None
        if key == MORE:
            self.value += 1
            return None
        return self.build(self.value)
