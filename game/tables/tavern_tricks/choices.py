"""How a Tavern Tricks turn becomes an action: the pass of three (its prompt naming who receives
them), the stake (− and +), and a play, with a specialty card's choice next: a Bow's seat, a
Shield's weapon, a Doppleganger's two cards to copy, a Thief's bank (buttons name the players)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.table.choice import Choice, WhyNot, hand_key
from game.table.choices import CardChoice, CardsChoice, Option, OptionChoice, StakeChoice
from game.table.combined import Then
from game.tables.tavern_tricks.pieces import seat_called
from rules.core.actions import CardAction
from rules.core.cards import Card
from rules.tavern_tricks.actions import (
    BowAction,
    DoppelAction,
    PassAction,
    ShieldAction,
    StakeAction,
    ThiefAction,
)
from rules.tavern_tricks.deck import RACE_NAMES, SPECIALTY_TEXT, play_actions, race_of, specialty_of, weapon_of

PLAYS = (CardAction, BowAction, ShieldAction, DoppelAction, ThiefAction)
BUTTON_NAME = 12  # longest name a choice's button prints whole
LABELS_BUDGET = 56  # letters a choice's buttons hold in one row at 960×600 before the verbs go
PASS_HINT = "Pass 3 cards to {to} (the coin says {way}): click three cards, then Pass."
PLAY_HINT = "Your turn: click a card or drag it to the middle (Left/Right and Enter work too)."


def turn_choice(obs: Any, why_not: WhyNot | None, names: tuple[str, ...]) -> Choice:
    """The shown seat's turn: its pass, its stake or its play (``names``: the players', by seat)."""
    legal = obs.legal_actions
    passes = [a for a in legal if isinstance(a, PassAction)]
    if passes:
        return pass_choice(obs, passes, why_not, names)
    stakes = sorted(a.coins for a in legal if isinstance(a, StakeAction))
    if stakes:
        by_coins = {a.coins: a for a in legal if isinstance(a, StakeAction)}
        hint = f"Stake {stakes[0]} to {stakes[-1]} of your {obs.scores[obs.seat]} coins: − and +, then Stake."
        return StakeChoice(stakes[0], stakes[-1], by_coins.__getitem__, start=stakes[0], hint=hint)
    return play_choice(obs, [a for a in legal if isinstance(a, PLAYS)], why_not, names)


def pass_choice(obs: Any, passes: list[PassAction], why_not: WhyNot | None, names: tuple[str, ...] = ()) -> CardsChoice:
    """Three cards of the hand, then Pass; the action is the legal pass of those three. The
    prompt and the button name the player who receives them."""
    by_cards = {frozenset(a.cards): a for a in passes}

    def build(cards: tuple[Card, ...]) -> Any:
        return by_cards[frozenset(cards)]

    pieces = {hand_key(c): c for c in obs.hand}
    to = seat_called(obs.pass_to, obs.seat, obs.players, names)
    hint = PASS_HINT.format(to=to, way=obs.direction or "")
    button = f"Pass to {seat_called(obs.pass_to, obs.seat, obs.players, names, BUTTON_NAME)}"
    return CardsChoice(pieces, ("Pass", "Pass", "Pass"), build, None, why_not, button, hint)


def play_choice(obs: Any, plays: list[Any], why_not: WhyNot | None, names: tuple[str, ...] = ()) -> Choice:
    """Any card of the hand; a specialty card with several legal plays asks for its choice next
    (seats called by ``names``, the players' names, when known)."""
    by_card: dict[Card, list[Any]] = {}
    for action in plays:
        by_card.setdefault(action.card, []).append(action)
    actions = {card: group[0] for card, group in by_card.items()}
    cards = play_actions()

    def why(card: Card) -> str | None:
        return why_not(cards.for_card(card)) if why_not is not None else None

    first = CardChoice.from_hand(obs.hand, actions, why, PLAY_HINT)

    def then(action: Any) -> Choice | None:
        group = by_card.get(action.card, [])
        if len(group) <= 1 and isinstance(action, CardAction):
            return None
        return specialty_options(obs, action.card, group, names)

    return Then(first, then)


def specialty_options(obs: Any, card: Card, group: list[Any], names: tuple[str, ...] = ()) -> Choice | None:
    kind = specialty_of(card) or ""
    effect = SPECIALTY_TEXT.get(kind, "")
    doppels = [a for a in group if isinstance(a, DoppelAction)]
    if doppels:
        return doppel_choice(obs, card, doppels, effect)
    options: list[Option] = []
    for action in group:
        if isinstance(action, BowAction):
            who = seat_called(action.target, obs.seat, obs.players, names, BUTTON_NAME)
            options.append(Option(f"seat{action.target}", f"Aim at {who}", action, piece=f"bank:{action.target}"))
        elif isinstance(action, ShieldAction):
            options.append(Option(action.weapon, action.weapon.capitalize(), action))
        elif isinstance(action, ThiefAction):
            who = seat_called(action.victim, obs.seat, obs.players, names, BUTTON_NAME)
            options.append(Option(f"bank{action.victim}", f"Rob {who}", action, piece=f"bank:{action.victim}"))
        else:
            options.append(Option("plain", "Play it plain", action))
    if len(options) == 1:
        return None
    if sum(len(o.label) for o in options) > LABELS_BUDGET:  # many long names: the names alone
        options = [replace(o, label=o.label.removeprefix("Aim at ").removeprefix("Rob ")) for o in options]
    hints = {
        "bow": "Bow: click a bank or a name: that player's card cannot win this trick.",
        "shield": "Shield: choose the weapon that counts as none in this trick.",
        "thief": "Thief: click the bank to rob (they tie for the most coins).",
    }
    return OptionChoice(options, hints.get(kind, f"{card.name}: {effect}"))


def doppel_choice(obs: Any, card: Card, doppels: list[DoppelAction], effect: str) -> Choice:
    """The Doppleganger: click the trick card to copy the race from, then the one to copy the
    weapon from (the same card may be both); buttons name them too."""
    where = {c: f"trick:{seat}" for seat, c, _ in obs.trick}

    def race_option(source: Card) -> Option:
        return Option(f"race{source.code}", f"Race: {RACE_NAMES.get(race_of(source) or '', '?')} ({source.code})", source, piece=where.get(source, ""))

    sources = list(dict.fromkeys(a.race_from for a in doppels))
    first = OptionChoice([race_option(c) for c in sources], f"{card.name}: click the trick card to copy the race from.")

    def then(source: Card) -> Choice:
        options = [
            Option(f"weapon{a.weapon_from.code}", f"Weapon: {(weapon_of(a.weapon_from) or '?').capitalize()} ({a.weapon_from.code})",
                   a, piece=where.get(a.weapon_from, ""))
            for a in doppels if a.race_from is source
        ]
        return OptionChoice(options, "Now click the card to copy the weapon from (the same one may do).")

    return Then(first, then)
