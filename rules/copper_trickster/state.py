"""The rules of The Copper Trickster (3-5 players, with Ea-Nasir's Party) as a ``GameState``.

A round: the Supplier secretly puts a suit on the great slot and the other suits are shuffled
onto the other slots; every seat at once lays a discard and a pass (the 5-player Messenger only a
discard); the passed cards are handed over together; in the Party a discard is turned up for
trump; then the tricks, the Assyrian Buyer leading the first, with the Revelation at the end of
trick 8, 7 or 6. Seats are numbered clockwise; passing goes to the left (the next seat).
"""

from __future__ import annotations

import random
from bisect import insort
from operator import attrgetter

from rules.copper_trickster.actions import (
    Action,
    GreatAction,
    PassAction,
    great_actions,
    pass_actions,
    parse_action,
    suit_words,
)
from rules.copper_trickster.characters import (
    ASSYRIAN_BUYER,
    BABYLONIAN_BUYER,
    CHARACTER_NAMES,
    EA_NASIR,
    MESSENGER,
    SUPPLIER,
    characters_for,
    sees,
)
from rules.copper_trickster.deck import (
    SUIT_NAMES,
    SUITS,
    cards_without,
    discard_actions,
    hand_size,
    play_actions,
)
from rules.copper_trickster.events import (
    CardPassed,
    CharactersDealt,
    GreatSuitChosen,
    PassChosen,
    Revelation,
    TrumpTurnedUp,
)
from rules.copper_trickster.observation import (
    GREAT_PHASE,
    OVER_PHASE,
    PASS_PHASE,
    TRICKS_PHASE,
    CompletedTrick,
    CopperTricksterObservation,
)
from rules.copper_trickster.quality import BAD, GREAT, revelation_after, slots_for
from rules.copper_trickster.sampling import sample_state
from rules.copper_trickster.scoring import score_round, winners
from rules.copper_trickster.setup import read_deal
from rules.copper_trickster.trick import judge_trick
from rules.core.actions import CardAction
from rules.core.cards import Card
from rules.core.errors import IllegalAction
from rules.core.events import Event, GameOver, Notice, RoundScored, RoundStarted, TrickWon, card_played
from rules.core.results import GameResult
from rules.core.rounds import OVER, Phase, PhasedGame
from rules.core.state import FLAT, NESTED, VALUE
from rules.core.tricks import deal, next_seat

PARTY = "ea_nasirs_party"
_deck_order = attrgetter("index")


class CopperTricksterState(PhasedGame):
    game_id = "copper_trickster"
    title = "The Copper Trickster"
    player_counts = (3, 4, 5)
    over_phase = OVER_PHASE
    clone_shapes = {
        **PhasedGame.clone_shapes,
        "_dealt_hands": VALUE,
        "_dealt_slots": VALUE,
        "_dealt_trump_from": VALUE,
        "suits": VALUE,
        "slot_ids": VALUE,
        "_options_t": VALUE,
        "_plays": VALUE,
        "_all_seats": VALUE,
        "_next_seat": VALUE,
        "_round_points": VALUE,
        "characters": VALUE,
        "_slot_order": VALUE,
        "pass_to": VALUE,
        "assignment": VALUE,
        "seat_of": FLAT,
        "suit_slot": FLAT,
        "hands": NESTED,
        "discards": FLAT,
        "passes": FLAT,
        "passed": FLAT,
        "received": FLAT,
        "won": NESTED,
        "tricks_won": FLAT,
        "tricks_before": FLAT,
        "tricks_after": FLAT,
        "trick": FLAT,
        "history": FLAT,
    }

    def setup(self) -> None:
        players = self.players
        self.party = bool(self.options.get(PARTY, False))
        fixed = read_deal(self.deal, players, self.party)
        self._dealt_hands = fixed.hands
        self._dealt_slots = fixed.slots
        self._dealt_trump_from = fixed.trump_from
        rng = self.round_rng(0)
        drawn_first, drawn_removed = rng.randrange(players), rng.choice(SUITS)
        self.first_ea_nasir = drawn_first if fixed.first_ea_nasir is None else fixed.first_ea_nasir
        self.removed_suit = (fixed.removed_suit or drawn_removed) if players == 3 else None
        self.suits = tuple(s for s in SUITS if s != self.removed_suit)
        self.slot_ids = slots_for(players)
        self.revelation_after = revelation_after(players)
        self._options_t = tuple(sorted(self.options.items()))
        self._plays = play_actions().actions
        self._all_seats = tuple(range(players))
        self._next_seat = tuple(next_seat(s, players) for s in range(players))
        self._round_points: tuple[tuple[int, ...], ...] = ()
        self.decided_by = ""

    # --- a round's setup ---------------------------------------------------------------------------
    def deal_round(self) -> list[Event]:
        n = self.players
        r = self.round_no
        order = characters_for(n)
        ea_nasir = (self.first_ea_nasir + r - 1) % n  # the characters pass left each round
        self.characters: tuple[str, ...] = tuple(order[(s - ea_nasir) % n] for s in range(n))
        self.seat_of: dict[str, int] = {c: s for s, c in enumerate(self.characters)}
        rng = self.round_rng(r)
        # Shuffles as sorts by random keys: the same uniform order, at a fraction of the cost.
        shuffle_key = rng.random
        cards = sorted(cards_without(self.removed_suit), key=lambda _card: shuffle_key())
        slot_order = sorted(self.suits, key=lambda _suit: shuffle_key())
        trump_from = rng.randrange(n)
        if r <= len(self._dealt_hands):
            self.hands: list[list[Card]] = [list(h) for h in self._dealt_hands[r - 1]]
        else:
            self.hands = deal(cards, n, ea_nasir)
            for hand in self.hands:
                hand.sort(key=_deck_order)
        self._slot_order = self.fixed_this_round(self._dealt_slots, tuple(slot_order))
        self._trump_from = self.fixed_this_round(self._dealt_trump_from, trump_from)
        # 5 players: the Messenger passes nothing and the Babylonian Buyer passes to Ea-Nasir.
        targets: list[int | None] = list(self._next_seat)
        if n == 5:
            targets[self.seat_of[MESSENGER]] = None
            targets[self.seat_of[BABYLONIAN_BUYER]] = ea_nasir
        self.pass_to: tuple[int | None, ...] = tuple(targets)
        self.phase = GREAT_PHASE
        self.assignment: tuple[tuple[str, str], ...] = ()  # (slot, suit) in indicator order
        self.suit_slot: dict[str, str] = {}
        self.bad_suit: str | None = None
        self.revealed = False
        self.discards: list[Card | None] = [None] * n
        self.passes: list[Card | None] = [None] * n
        self.passed: list[bool] = [False] * n
        self.received: list[Card | None] = [None] * n
        self.trump_card: Card | None = None
        self.trump: str | None = None
        self.won: list[list[Card]] = [[] for _ in range(n)]
        self.tricks_won: list[int] = [0] * n
        self.tricks_before: list[int] = [0] * n
        self.tricks_after: list[int] = [0] * n
        self.trick: list[tuple[int, Card]] = []
        self.led_suit: str | None = None
        self.trick_no = 0
        self.history: list[CompletedTrick] = []
        self.leader = self.seat_of[ASSYRIAN_BUYER]
        self.give_turn(self.seat_of[SUPPLIER])
        events: list[Event] = [
            CharactersDealt(r, self.characters),
            # Who starts is who leads the first trick (the Supplier's choice and the passing come first).
            RoundStarted(r, None, self.leader, hand_size(n), ""),
        ]
        if r == 1 and self.removed_suit is not None:
            events.insert(0, Notice(f"With 3 players the {SUIT_NAMES[self.removed_suit]} are out of the game."))
        return events

    # --- what each phase allows ---------------------------------------------------------------------
    def _legal_great(self, seat: int) -> list[Action]:
        if seat != self.turn:
            return []
        greats = great_actions()
        return [greats[s] for s in self.suits]

    def _legal_pass(self, seat: int) -> list[Action]:
        if not 0 <= seat < self.players or self.passed[seat]:
            return []
        hand = self.hands[seat]
        if self.pass_to[seat] is None:
            discards = discard_actions().actions
            return [discards[c.index] for c in hand]
        table = pass_actions()
        passable = [p.index for p in self.passable(seat)]
        position = {p: k for k, p in enumerate(passable)}
        out: list[Action] = []
        for d in hand:
            i = d.index
            row = list(map(table[i].__getitem__, passable))
            k = position.get(i)
            if k is not None:  # a card is not passed and discarded at once
                del row[k]
            out += row  # type: ignore[arg-type]
        return out

    def _legal_play(self, seat: int) -> list[Action]:
        if seat != self.turn:
            return []
        plays = self._plays
        led = self.led_suit
        hand = self.hands[seat]
        if led is not None:
            same: list[Action] = [plays[c.index] for c in hand if c.suit == led]
            if same:
                return same
        return [plays[c.index] for c in hand]

    def passable(self, seat: int) -> list[Card]:
        """The cards ``seat`` may pass: Ea-Nasir passes a bad-suit card only from a hand of nothing
        else (judged on the whole hand before the discard)."""
        hand = self.hands[seat]
        if self.characters[seat] != EA_NASIR:
            return list(hand)
        others = [c for c in hand if c.suit != self.bad_suit]
        return others if others else list(hand)

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    # --- actions ------------------------------------------------------------------------------------
    def _play(self, seat: int, action: Action) -> list[Event]:
        """Fast path: a legal play needs no further thought; anything else gets its reason."""
        if type(action) is CardAction and action.verb == "play" and seat == self.turn:
            card = action.card
            hand = self.hands[seat]
            led = self.led_suit
            if card in hand and (
                led is None or card.suit == led or not any(c.suit == led for c in hand)
            ):
                hand.remove(card)
                trick = self.trick
                if not trick:
                    self.led_suit = card.suit
                trick.append((seat, card))
                events: list[Event] = [card_played(seat, card, self.trick_no)]
                if len(trick) < self.players:
                    self.turn = turn = self._next_seat[seat]
                    self._to_move = self._seat_tuples[turn]
                    return events
                return self._finish_trick(events)
        raise IllegalAction(self._why_not_play(seat, action))

    def _choose_great(self, seat: int, action: Action) -> list[Event]:
        self.check_seat(seat)
        supplier = self.turn
        if seat != supplier:
            raise IllegalAction("the Supplier chooses the great suit first; wait for it")
        if type(action) is not GreatAction:
            raise IllegalAction("as the Supplier, first choose the great suit, like 'great M'")
        if action.suit not in self.suits:
            raise IllegalAction(f"{SUIT_NAMES[action.suit]} are out of this game")
        great = action.suit
        rest = [s for s in self._slot_order if s != great]
        self.assignment = ((GREAT, great), *zip(self.slot_ids[1:], rest))
        self.suit_slot = {suit: slot for slot, suit in self.assignment}
        self.bad_suit = next(suit for slot, suit in self.assignment if slot == BAD)
        self.phase = PASS_PHASE
        self.turn = -1
        self._to_move = self._all_seats
        return [GreatSuitChosen(seat)]

    def _lay(self, seat: int, action: Action) -> list[Event]:
        self.check_seat(seat)
        if self.passed[seat]:
            raise IllegalAction("your discard and pass are already down; wait for the others")
        hand = self.hands[seat]
        passes = self.pass_to[seat] is not None
        if not passes:
            if type(action) is not CardAction or action.verb != "discard":
                raise IllegalAction("Nanni's Messenger only discards a card, like 'discard 3B'")
            discard, passed = action.card, None
        else:
            if type(action) is not PassAction:
                raise IllegalAction("discard one card and pass another, like 'pass 3B 7F'")
            discard, passed = action.discard, action.passed
            if discard is passed:
                raise IllegalAction("the discard and the card passed must be two different cards")
        for card in (discard, passed):
            if card is not None and card not in hand:
                raise IllegalAction(f"you do not hold the {card.name}")
        if passed is not None and passed not in self.passable(seat):
            raise IllegalAction(
                f"Ea-Nasir may not pass bad copper ({SUIT_NAMES[passed.suit]}) while holding another suit"
            )
        hand.remove(discard)
        if passed is not None:
            hand.remove(passed)
        self.discards[seat] = discard
        self.passes[seat] = passed
        self.passed[seat] = True
        self._to_move = tuple(s for s in self._to_move if s != seat)
        events: list[Event] = [PassChosen(seat, passes)]
        if not self._to_move:
            events.extend(self._hand_over())
        return events

    def _hand_over(self) -> list[Event]:
        """Everyone has passed: the passed cards join their receivers' hands; the tricks begin."""
        events: list[Event] = []
        for seat, card in enumerate(self.passes):
            target = self.pass_to[seat]
            if card is not None and target is not None:
                insort(self.hands[target], card, key=_deck_order)
                self.received[target] = card
                events.append(CardPassed(seat, target, card))
        if self.party:
            self.trump_card = self.discards[self._trump_from]
            self.trump = self.trump_card.suit  # type: ignore[union-attr]
            events.append(TrumpTurnedUp(self.trump_card))  # type: ignore[arg-type]
        self.phase = TRICKS_PHASE
        self.trick_no = 1
        self.give_turn(self.leader)
        return events

    def _finish_trick(self, events: list[Event]) -> list[Event]:
        plays = tuple(self.trick)
        winner, reason = judge_trick(plays, self.led_suit, self.trump)  # type: ignore[arg-type]
        self.won[winner].extend(c for _, c in plays)
        self.tricks_won[winner] += 1
        # The Revelation's own trick still counts as before it.
        (self.tricks_after if self.revealed else self.tricks_before)[winner] += 1
        self.history.append(CompletedTrick(self.leader, plays, winner))
        events.append(TrickWon(winner, plays, self.trick_no, reason))
        if self.trick_no == self.revelation_after:
            self.revealed = True
            events.append(Revelation(self.assignment))
        self.trick = []
        self.led_suit = None
        self.trick_no += 1
        self.leader = winner
        if self.hands[winner]:
            self.give_turn(winner)
            return events
        return self._finish_round(events)

    def _finish_round(self, events: list[Event]) -> list[Event]:
        result = score_round(
            self.round_no,
            self.characters,
            self.won,
            self.suit_slot,
            self.tricks_before,
            self.tricks_after,
            self.assignment,
            self.trump_card,
        )
        for seat, pts in enumerate(result.points):
            self.totals[seat] += int(pts)
        self.rounds.append(result)
        self._round_points += (tuple(int(p) for p in result.points),)
        events.append(RoundScored(self.round_no, result.points, tuple(self.totals)))
        self.keep_round_end(self.round_no)  # the table shows the round's end under its summary
        if self.round_no < self.players:
            events.extend(self.start_round())
            return events
        self.end_game()
        won, self.decided_by = winners(self.totals, self._round_points[-1])
        events.append(GameOver(won, tuple(self.totals)))
        return events

    def _why_not_play(self, seat: int, action: Action) -> str:
        self.check_seat(seat)
        if seat != self.turn:
            return "it is not your turn"
        if type(action) is not CardAction or action.verb != "play":
            return f"{action} is not a move now: play a card to the trick, like 'play 7F'"
        card = action.card
        if card not in self.hands[seat]:
            return f"you do not hold the {card.name}"
        led = self.led_suit
        same = [c for c in self.hands[seat] if c.suit == led]
        return f"you must follow {suit_words(led)}: you hold the {same[0].name}"  # type: ignore[arg-type]

    # --- knowledge ----------------------------------------------------------------------------------
    def known(self, seat: int) -> tuple[tuple[str, str], ...]:
        """The (slot, suit) pairs ``seat`` knows now: its character's, or all after the Revelation."""
        if self.revealed or not self.assignment:
            return self.assignment
        seen = sees(self.characters[seat], self.players)
        return tuple(pair for pair in self.assignment if pair[0] in seen)

    def observation(self, seat: int) -> CopperTricksterObservation:
        to_move = self._to_move
        return CopperTricksterObservation(
            seat=seat,
            players=self.players,
            options=self._options_t,
            to_move=to_move,
            legal_actions=tuple(self.legal_actions(seat)) if seat in to_move else (),
            hand=tuple(self.hands[seat]),
            hand_counts=tuple(map(len, self.hands)),
            round_no=self.round_no,
            scores=tuple(self.totals),
            is_over=self.over,
            history=tuple(self.history),
            phase=self.phase,
            characters=self.characters,
            slots=self.slot_ids,
            known=self.known(seat),
            revealed=self.revealed,
            removed_suit=self.removed_suit,
            passed=tuple(self.passed),
            my_discard=self.discards[seat],
            my_pass=self.passes[seat],
            received=self.received[seat],
            trump_card=self.trump_card,
            trick=tuple(self.trick),
            leader=self.leader,
            trick_no=self.trick_no,
            tricks_won=tuple(self.tricks_won),
            tricks_before=tuple(self.tricks_before),
            tricks_after=tuple(self.tricks_after),
            revelation_after=self.revelation_after,
            own_won=tuple(self.won[seat]),
            round_points=self._round_points,
            pass_to=self.pass_to[seat],
            received_from=self._giver(seat) if self.received[seat] is not None else None,
        )

    def _giver(self, seat: int) -> int | None:
        """The seat whose pass goes to ``seat`` (None with 5 players for the Messenger)."""
        return next((s for s, target in enumerate(self.pass_to) if target == seat), None)

    def hidden_cards(self, seat: int) -> set[Card]:
        """Other hands and other seats' discards (the Party's turned-up card is public); before
        everyone has passed, other seats' passes too. A seat knows where its own pass went."""
        hidden = {c for s, hand in enumerate(self.hands) if s != seat for c in hand}
        hidden.update(d for s, d in enumerate(self.discards) if s != seat and d is not None)
        if self.phase == PASS_PHASE:
            hidden.update(p for s, p in enumerate(self.passes) if s != seat and p is not None)
        hidden.discard(self.passes[seat])
        hidden.discard(self.trump_card)
        return hidden

    @classmethod
    def sample_from(cls, observation: CopperTricksterObservation, rng: random.Random) -> CopperTricksterState:
        """A full state ``observation`` could come from: the unseen cards, the unknown slots and
        the other seats' discards and passes drawn at random, consistently (``sampling``). A
        discard and pass another seat laid while the choice is still open is taken back: that
        seat is to move again in the sample, for a search to decide."""
        return sample_state(cls, observation, rng)

    def redraw_chance_ahead(self, rng: random.Random) -> None:
        """The rules shuffle the other suits onto their slots once the Supplier has chosen the
        great one, and the Party's discards once everyone has passed; ``deal_round`` draws both
        with the deal. While still to come, they are drawn again here, as the rules would."""
        if self.phase == GREAT_PHASE:
            order = list(self._slot_order)
            rng.shuffle(order)
            self._slot_order = tuple(order)
        if self.party and self.trump_card is None:
            self._trump_from = rng.randrange(self.players)

    # --- results ------------------------------------------------------------------------------------
    def result(self) -> GameResult:
        won: tuple[int, ...] = ()
        if self.over:
            won, _ = winners(self.totals, self._round_points[-1])
        return GameResult(
            game=self.game_id,
            players=self.players,
            scores=tuple(self.totals),
            winners=won,
            rounds=tuple(self.rounds),
            finished=self.over,
            extra={"decided_by": self.decided_by, "removed_suit": self.removed_suit},
        )

    def describe_seat(self, seat: int) -> str:
        """``"Supplier"``: the character a seat plays this round (for messages and logs)."""
        return CHARACTER_NAMES[self.characters[seat]]

    phases = {
        GREAT_PHASE: Phase(_legal_great, _choose_great),
        PASS_PHASE: Phase(_legal_pass, _lay),
        TRICKS_PHASE: Phase(_legal_play, _play),
        OVER_PHASE: OVER,
    }
