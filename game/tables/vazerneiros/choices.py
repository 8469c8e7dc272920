"""The shown seat's turns at the Vazerneiros table, as choices (no pygame).

- The auction: one card of the hand, laid face down (``CardChoice``).
- The rumor: a click on one of the three rumor cards, or its button (``OptionChoice``).
- The trump (rumor 5): a suit token on the track, or its button.
- A card to play (``play_choice``): a card of the hand; if potions (or the Elixir) could change
  it, the potion choice opens (``PotionChoice``): ±0.5, a new number, a new suit, the Elixir's
  number or suit, each with its cost; what the player cannot afford or may not use is greyed with
  the rules' reason; the hint and the chosen card's badge say what the card becomes and what it
  costs against the tokens held. The action is always one of ``obs.legal_actions``.
- The exchange (rumor 13): a card of the hand, then the table card to take.
- The next leader (rumor 16): a button per player, by name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.table.choice import (
    BACK,
    CONFIRM,
    Action,
    Choice,
    Control,
    Mark,
    Refused,
    WhyNot,
    hand_key,
    sentence,
)
from game.table.choices import CardChoice, Option, OptionChoice
from game.table.combined import Then
from rules.core.actions import CardAction
from rules.core.cards import Card
from rules.core.events import called
from rules.core.words import counted
from rules.vazerneiros.actions import (
    HALF_COST,
    NUMBER_COST,
    SUIT_COST,
    ExchangeAction,
    LeadAction,
    PlayAction,
    RumorAction,
    TrumpAction,
    play_action,
)
from rules.vazerneiros.deck import NUMBERS, SUIT_NAMES, SUIT_SINGULAR, SUITS, card_text
from rules.vazerneiros.plays import PlayRules, play_rules, why_not
from rules.vazerneiros.rumors import TEST_OF_SPIRITS, rumors

Fields = tuple[int | None, int, str | None, str]  # number, half, suit, elixir
Preview = Callable[["PotionChoice | None"], None]
NONE = "none"
TRACK = "track:"
RUMOR = "rumor:"
TABLE = "table:"


def fields(play: PlayAction) -> Fields:
    return (play.number, play.half, play.suit, play.elixir)


# --- the potion choice ---------------------------------------------------------------------------
class PotionChoice(Choice):
    """Effects for one card, then Play. ``plays`` are the card's legal plays (from
    ``obs.legal_actions``); ``rules`` say why any other is refused. In the main step the buttons
    toggle ±0.5 and open the number or suit picker (paid with potions, or by the Elixir); the
    pickers list every value, greyed with the reason where it cannot be had."""

    def __init__(
        self,
        card: Card,
        plays: Sequence[PlayAction],
        hand: Sequence[Card],
        rules: PlayRules,
        held: int,
        preview: Preview | None = None,
    ) -> None:
        self.card = card
        self.preview = preview  # told the play as it stands after every change (None: the choice is left)
        self.hand = tuple(hand)
        self.rules = rules
        self.held = held  # the tokens the player holds
        self.legal = {fields(p): p for p in plays}
        self.plain = any(p.suit is None for p in plays)  # the card may keep its suit
        # Nothing is chosen for the player: a card that must change suit starts unchanged, with
        # Play greyed saying why, until the player picks the potion (and pays for it) themselves.
        self.number: int | None = None
        self.half = 0
        self.suit: str | None = None
        self.elixir = ""
        self.mode = ""  # "" the effects; "number"/"suit" a picker paid with potions; "elixir number"/"elixir suit"
        self.changed()

    def changed(self) -> None:
        if self.preview is not None:
            self.preview(self)

    def left(self) -> None:
        if self.preview is not None:
            self.preview(None)

    # --- what the choice stands at ---
    @property
    def play(self) -> PlayAction:
        return play_action(self.card, self.number, self.half, self.suit, self.elixir)

    def _with(self, **changes: Any) -> PlayAction:
        now: dict[str, Any] = {"number": self.number, "half": self.half, "suit": self.suit, "elixir": self.elixir}
        now.update(changes)
        if now["elixir"] == "number" and now["number"] is None or now["elixir"] == "suit" and now["suit"] is None:
            now["elixir"] = ""
        return play_action(self.card, now["number"], now["half"], now["suit"], now["elixir"])

    def direct(self, play: PlayAction) -> str | None:
        """Why ``play`` itself is refused (None if it is one of the legal plays)."""
        if fields(play) in self.legal:
            return None
        return why_not(play, self.hand, self.rules) or "that play is not allowed now"

    def reason(self, play: PlayAction) -> str | None:
        """Why ``play`` cannot be had, even with a suit change added where one is missing (a
        follower's card of another suit needs one); None if it can."""
        if fields(play) in self.legal:
            return None
        own = why_not(play, self.hand, self.rules)
        if play.suit is None and not self.plain:
            for suit in SUITS:
                if suit == self.card.suit:
                    continue
                for paid in (play.elixir,) if play.elixir else ("", "suit"):
                    if (play.number, play.half, suit, paid) in self.legal:
                        return None
            done = [why_not(play_action(self.card, play.number, play.half, s, play.elixir), self.hand, self.rules)
                    for s in SUITS if s != self.card.suit]
            return next((r for r in done if r), own) or own
        return own or "that play is not allowed now"

    # --- the choice's face ---
    @property
    def hint(self) -> str:  # type: ignore[override]
        if self.mode.endswith("number"):
            paid = "the Elixir pays" if self.mode.startswith("elixir") else f"{NUMBER_COST} potions"
            return f"New number for the {self.card.name} ({paid}):"
        if self.mode.endswith("suit"):
            paid = "the Elixir pays" if self.mode.startswith("elixir") else f"{SUIT_COST} potion"
            return f"New suit for the {self.card.name} ({paid}): a button or a suit on the track."
        if not self.plain and self.suit is None and self.rules.led is not None:
            suit = SUIT_SINGULAR[self.rules.led]
            paid = "a potion or the Elixir" if self.rules.elixir else "a potion"
            return f"To play the {self.card.name}, turn it into a {suit} with {paid}: press Suit, then Play."
        cost = self.play.cost
        if cost:
            return f"Choose potions, then Play: it spends {cost} of your {counted(self.held, 'potion')}."
        return f"Choose potions, then Play: a button's (n) is what it costs; you hold {counted(self.held, 'potion')}."

    def cost_words(self) -> str:
        """What the play as it stands spends: "1 of your 2 potions", "the Elixir and 1 potion",
        "the Elixir alone", "free"."""
        play = self.play
        if not play.cost:
            return "the Elixir alone" if play.elixir else "free"
        spent = f"{play.cost} of your {counted(self.held, 'potion')}"
        return f"the Elixir and {spent}" if play.elixir else spent

    def effect_words(self) -> str:
        """The effects chosen, as the preview lists them."""
        play = self.play
        words = []
        if play.number is not None:
            words.append(f"number {play.number}" + (" (Elixir)" if play.elixir == "number" else ""))
        if play.half:
            words.append("+0.5" if play.half > 0 else "−0.5")
        if play.suit is not None:
            words.append(f"{SUIT_NAMES[play.suit]}" + (" (Elixir)" if play.elixir == "suit" else ""))
        return ", ".join(words) or "no change"

    def marks(self) -> Mapping[str, Mark]:
        badge = f"as {self.play.result_text()}" if self.play.potioned else ""
        out = {hand_key(self.card): Mark(True, selected=True, badge=badge)}
        if self.mode.endswith("suit"):
            for suit in SUITS:
                reason = self._suit_reason(suit)
                out[f"{TRACK}{suit}"] = Mark(reason is None, selected=self.suit == suit or (suit == self.card.suit and self.suit is None))
        return out

    def controls(self) -> tuple[Control, ...]:
        if self.mode.endswith("number"):
            return self._number_controls()
        if self.mode.endswith("suit"):
            return self._suit_controls()
        return self._main_controls()

    def _main_controls(self) -> tuple[Control, ...]:
        out: list[Control] = []
        for half, label in ((-1, "−0.5"), (1, "+0.5")):
            on = self.half == half
            reason = None if on else self.reason(self._with(half=half))
            out.append(Control(f"{label} ({HALF_COST})", f"effect:half{half:+d}", reason is None, on, reason or ""))
        out.append(self._opener("number", f"Number ({NUMBER_COST})", self.number, self.elixir != "number"))
        out.append(self._opener("suit", f"Suit ({SUIT_COST})", self.suit, self.elixir != "suit"))
        if self.rules.elixir:
            out.append(self._opener("elixir number", "Elixir number", self.number, self.elixir == "number"))
            out.append(self._opener("elixir suit", "Elixir suit", self.suit, self.elixir == "suit"))
        play = self.play
        reason = self.direct(play)
        label = f"Play · spend {play.cost}" if play.cost else "Play"
        out.append(Control(label, CONFIRM, reason is None, reason=reason or ""))
        return tuple(out)

    def _opener(self, mode: str, label: str, value: Any, paid_here: bool) -> Control:
        """The button that opens a picker: "Number (3)", or "Number 11 (3)" once chosen."""
        on = value is not None and paid_here
        if on:
            shown = SUIT_NAMES[value] if mode.endswith("suit") else str(value)
            head, _, cost = label.partition(" (")
            if mode.startswith("elixir"):
                head = "Elixir"
            elif mode.endswith("suit"):
                head = ""
            label = f"{head} {shown}".strip() + (f" ({cost}" if cost else "")
        options = self._values(mode)
        reasons = [self._value_reason(mode, v) for v in options]
        possible = any(r is None for r in reasons)
        reason = next((r for r in reasons if r), "") if not possible else ""
        return Control(label, f"open:{mode}", possible or on, on, reason)

    def _values(self, mode: str) -> list[Any]:
        if mode.endswith("number"):
            return [n for n in NUMBERS if n != self.card.rank]
        return [s for s in SUITS if s != self.card.suit]

    def _candidates(self, mode: str, value: Any) -> list[PlayAction]:
        """The plays setting ``value`` (a number, a suit, or ``NONE``) through the ``mode`` picker
        makes: paid as the picker says; a change paid with potions may also move the Elixir to the
        other change, so the order the player makes them in does not matter."""
        kind = "number" if mode.endswith("number") else "suit"
        other = "suit" if kind == "number" else "number"
        if value == NONE:
            return [self._with(**{kind: None, "elixir": "" if self.elixir == kind else self.elixir})]
        value = int(value) if kind == "number" else value
        if mode.startswith("elixir"):
            return [self._with(**{kind: value, "elixir": kind})]
        out = [self._with(**{kind: value, "elixir": "" if self.elixir == kind else self.elixir})]
        held = self.number if other == "number" else self.suit
        if self.rules.elixir and held is not None and out[0].elixir != other:
            out.append(self._with(**{kind: value, "elixir": other}))
        return out

    def _value_reason(self, mode: str, value: Any) -> str | None:
        reasons = [self.reason(play) for play in self._candidates(mode, value)]
        return None if None in reasons else reasons[0]

    def _suit_reason(self, suit: str) -> str | None:
        if suit == self.card.suit:
            return self.direct(self._with(suit=None))
        return self._value_reason(self.mode, suit)

    def _number_controls(self) -> tuple[Control, ...]:
        keep = self.reason(self._with(number=None))
        out = [Control("No change", f"set:{NONE}", keep is None, self.number is None, keep or "")]
        for n in self._values(self.mode):
            reason = self._value_reason(self.mode, n)
            out.append(Control(str(n), f"set:{n}", reason is None, self.number == n, reason or ""))
        return tuple(out)

    def _suit_controls(self) -> tuple[Control, ...]:
        out = []
        for suit in SUITS:
            reason = self._suit_reason(suit)
            label = f"{SUIT_NAMES[suit]} (keep)" if suit == self.card.suit else SUIT_NAMES[suit]
            chosen = self.suit == suit or (suit == self.card.suit and self.suit is None)
            out.append(Control(label, f"set:{NONE if suit == self.card.suit else suit}", reason is None, chosen, reason or ""))
        return tuple(out)

    def leads_to(self, action: Action, cards: Sequence[Card]) -> tuple[str, ...]:
        """The next buttons toward a hinted play of this card: in a picker, its value; else the
        changes to undo first (they free potions), then those to make, then Play. Only buttons
        that may be pressed now are named."""
        if not isinstance(action, PlayAction) or action.card != self.card:
            return ()
        number, half, suit, elixir = fields(action)
        if self.mode:
            kind = "number" if self.mode.endswith("number") else "suit"
            wanted = number if kind == "number" else suit
            if wanted is not None and (elixir == kind) != self.mode.startswith("elixir"):
                steps: list[str] = [BACK]  # the other picker pays for it as the hint does
            else:
                steps = [f"set:{NONE if wanted is None else wanted}"]
        elif fields(self.play) == fields(action):
            steps = [CONFIRM]
        else:
            undo: list[str] = []
            do: list[str] = []
            if half != self.half:
                (do if half else undo).append(f"effect:half{(half or self.half):+d}")
            for kind, wanted, now in (("number", number, self.number), ("suit", suit, self.suit)):
                paid_now, paid_wanted = self.elixir == kind, elixir == kind
                if wanted is None and now is not None:  # open the picker that paid for it: No change
                    undo.append(f"open:{'elixir ' if paid_now else ''}{kind}")
                elif wanted != now or paid_now != paid_wanted:
                    do.append(f"open:{'elixir ' if paid_wanted else ''}{kind}")
            steps = [*undo, *do]
        enabled = {c.key for c in self.controls() if c.enabled} | {BACK}
        return tuple(key for key in steps if key in enabled)

    # --- acting ---
    def confirm(self) -> Action:
        play = self.legal.get(fields(self.play))
        if play is None:
            raise Refused(sentence(self.direct(self.play) or "that play is not allowed now"))
        return play

    def pick(self, key: str) -> Action | None:
        if key == hand_key(self.card):
            return self.confirm()  # the chosen card clicked (or dropped on the table) again: play it
        if key.startswith(TRACK) and self.mode.endswith("suit"):
            suit = key.removeprefix(TRACK)
            return self.press(f"set:{NONE if suit == self.card.suit else suit}")
        raise Refused("That is not part of this move.")

    def press(self, key: str) -> Action | None:
        if key == CONFIRM:
            return self.confirm()
        control = next((c for c in self.controls() if c.key == key), None)
        if control is None:
            raise Refused("That button does nothing now.")
        if not control.enabled:
            raise Refused(sentence(control.reason or f"{control.label} is not possible now"))
        if key.startswith("effect:half"):
            half = int(key.removeprefix("effect:half"))
            self.half = 0 if self.half == half else half
        elif key.startswith("open:"):
            self.mode = key.removeprefix("open:")
        elif key.startswith("set:"):
            self._set(key.removeprefix("set:"))
            self.mode = ""
        self.changed()
        return None

    def _set(self, value: str) -> None:
        candidates = self._candidates(self.mode, value)
        play = next((p for p in candidates if self.reason(p) is None), candidates[0])
        self.number, self.half, self.suit, self.elixir = fields(play)

    def back(self) -> bool:
        """Leave a picker for the effects; False if already there."""
        if not self.mode:
            return False
        self.mode = ""
        return True


class HandThen(Then):
    """A card of the hand, then a second step: another card of the hand picked during the second
    step starts over with that card, and every card that may be picked stays lit."""

    def marks(self) -> Mapping[str, Mark]:
        if self.second is None:
            return self.first.marks()
        out = {k: m for k, m in self.first.marks().items() if m.pickable}
        out.update(self.second.marks())
        return out

    def pick(self, key: str) -> Action | None:
        if self.second is not None and key.startswith("hand:") and key != self.picked:
            result = self.first.pick(key)  # refused for a card that may not be played: the step stays
            self.back()
            return self._advance(result, key)
        return super().pick(key)


class PlayThen(HandThen):
    """A card, then its potions: Back leaves a picker first."""

    def back(self) -> None:
        if isinstance(self.second, PotionChoice):
            self.second.left()
        super().back()

    def press(self, key: str) -> Action | None:
        if key == BACK and isinstance(self.second, PotionChoice) and self.second.back():
            return None
        return super().press(key)


def rules_of(obs: Any) -> PlayRules:
    seat = obs.seat
    return play_rules(obs.trick, obs.players, obs.rumor, obs.potions[seat], obs.elixir == seat)


def play_choice(obs: Any, why: WhyNot | None, preview: Preview | None = None) -> Choice:
    """A card of the hand; a card potions could change opens the potion choice, any other is
    played at once."""
    plays = [a for a in obs.legal_actions if isinstance(a, PlayAction)]
    by_card: dict[Card, list[PlayAction]] = {}
    for play in plays:
        by_card.setdefault(play.card, []).append(play)
    first_play = {card: next((p for p in group if not p.potioned), group[0]) for card, group in by_card.items()}
    rules = rules_of(obs)

    def refuse(card: Card) -> str | None:
        plain = play_action(card)
        return (why(plain) if why is not None else None) or why_not(plain, obs.hand, rules)

    first = CardChoice.from_hand(obs.hand, first_play, refuse, play_hint(obs, rules))

    def then(action: PlayAction) -> Choice | None:
        group = by_card.get(action.card, [])
        if len(group) == 1 and not group[0].potioned:
            return None
        return PotionChoice(action.card, group, obs.hand, rules, obs.potions[obs.seat], preview)

    return PlayThen(first, then)


def play_hint(obs: Any, rules: PlayRules) -> str:
    """The first step's hint: what the card must be, and whether potions may be used on it."""
    held = obs.potions[obs.seat]
    can_potion = held > 0 or rules.elixir
    if rules.leading:
        what = "Your lead: click a card"
    elif rules.allowed is not None:
        suits = ", ".join(SUIT_NAMES[s] for s in SUITS if s in rules.allowed)
        what = f"Ritual of Paths: play {suits}"
    elif rules.free:
        what = "Favor of the Gods: play any card"
    else:
        what = f"Follow {SUIT_NAMES[rules.led]} if you can" if rules.led else "Click a card"
    if not can_potion:
        return f"{what} (or drag it to the middle)."
    if not rules.potions and obs.rumor == TEST_OF_SPIRITS:
        return f"{what}. The Test of Spirits: the first and last card of a trick take no potions."
    extra = " or the Elixir" if rules.elixir else ""
    return f"{what}, then choose potions{extra} (you hold {counted(held, 'potion')}) and Play."


# --- the other turns -----------------------------------------------------------------------------
def bid_choice(obs: Any, why: WhyNot | None) -> CardChoice:
    actions = {a.card: a for a in obs.legal_actions if isinstance(a, CardAction)}
    hint = "Auction: click a card to lay face down. The highest number wins; ties go to the higher suit on the track."
    return CardChoice.from_hand(obs.hand, actions, None, hint)


def rumor_choice(obs: Any) -> OptionChoice:
    options = []
    for action in obs.legal_actions:
        if isinstance(action, RumorAction):
            card = rumors()[action.rumor]
            label = card.title.removeprefix("The ")
            options.append(Option(str(card.id), label, action, piece=f"{RUMOR}{card.id}"))
    return OptionChoice(options, "You won the auction: click the rumor that rules this round.")


def trump_choice(obs: Any) -> OptionChoice:
    options = [
        Option(a.suit, SUIT_NAMES[a.suit], a, piece=f"{TRACK}{a.suit}")
        for a in obs.legal_actions if isinstance(a, TrumpAction)
    ]
    return OptionChoice(options, "The Choice of Fate: click a suit on the track (or a button) to make it trumps.")


def exchange_choice(obs: Any) -> Choice:
    """Rumor 13: a card of the hand, then the table card to take for it."""
    swaps: dict[Card, list[ExchangeAction]] = {}
    for action in obs.legal_actions:
        if isinstance(action, ExchangeAction):
            swaps.setdefault(action.give, []).append(action)
    hint = "Whispers of the Fallen: click a card of your hand to put on the table, then the table card to take."
    first = CardChoice.from_hand(obs.hand, {c: c for c in swaps}, None, hint)

    def then(give: Card) -> Choice:
        options = [
            Option(a.take.code, card_text(a.take.suit, 2 * a.take.rank), a, piece=f"{TABLE}{a.take.code}")
            for a in swaps.get(give, [])
        ]
        return OptionChoice(options, f"Now click the table card to take for your {give.name}.", buttons=False)

    return HandThen(first, then)


class LeaderChoice(OptionChoice):
    """Rumor 16: who leads the next trick, a button per player named as the table names them
    (``names`` is read when the buttons are drawn: the names may arrive after the choice)."""

    def __init__(self, options: Sequence[Option], names: Callable[[], Sequence[str]], me: int, hint: str) -> None:
        super().__init__(options, hint)
        self.names = names
        self.me = me

    def controls(self) -> tuple[Control, ...]:
        names = self.names()
        out = []
        for option in self.options:
            seat = option.action.seat
            name = called(seat, names)
            label = f"{name} (you)" if seat == self.me and name != "You" else name
            out.append(Control(label, f"option:{option.key}"))
        return tuple(out)


def leader_choice(obs: Any, names: Callable[[], Sequence[str]]) -> LeaderChoice:
    options = [Option(str(a.seat), str(a.seat), a) for a in obs.legal_actions if isinstance(a, LeadAction)]
    hint = "The Cursed Crown: you took the trick; choose who leads the next one."
    return LeaderChoice(options, names, obs.seat, hint)

