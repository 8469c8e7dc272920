"""The game state of Assassin's Trick.

Each round one prize is turned up and every seat bids one card from its hand at once, face down.
The hot path (``to_move``, ``legal_actions``, ``apply``) works on plain lists and interned cards,
bids and events so random play and search stay fast.
"""

from __future__ import annotations

import random
from bisect import insort
from functools import cache
from typing import Any

from rules.assassins_trick.actions import bid_actions
from rules.assassins_trick.deck import MAX_JOKERS, is_assassin, is_joker
from rules.assassins_trick.events import (
    BidChosen,
    BidPlaced,
    BidsRevealed,
    PrizeDiscarded,
    PrizeRevealed,
    PrizeSettled,
    PrizeWon,
    SetAsideRevealed,
)
from rules.assassins_trick.observation import AssassinsTrickObservation, PrizeRound
from rules.assassins_trick.sampling import sample_state
from rules.assassins_trick.setup import random_setup, read_setup
from rules.core.actions import CardAction
from rules.core.cards import Card
from rules.core.errors import IllegalAction
from rules.core.events import Event, GameOver
from rules.core.results import GameResult, RoundResult, ScoreItem
from rules.core.rounds import RoundsGame
from rules.core.state import FLAT, NESTED, VALUE, Action
from rules.core.tricks import seats_from

PLAYER_COUNTS = (2, 3)
JOKER_REASON = "whoever wins a joker takes the next prize card instead"
JOKER_EMPTY_REASON = "whoever wins a joker takes the next prize card instead, but none is left"
HIGHEST_REASON = "highest bid"
INFLUENCE_WORDS = {11: "Jack", 12: "Queen", 13: "King"}


@cache
def _bid_placed(players: int) -> tuple[BidPlaced, ...]:
    """One shared ``BidPlaced`` event per seat (events are immutable)."""
    return tuple(BidPlaced(s) for s in range(players))


@cache
def _bid_chosen(seat: int, card: Card) -> BidChosen:
    return BidChosen(seat, card)


@cache
def _prize_revealed(card: Card) -> PrizeRevealed:
    return PrizeRevealed(card)


@cache
def _prize_won(seat: int, card: Card, to_hand: bool) -> PrizeWon:
    return PrizeWon(seat, card, to_hand)


def bid_winner(bids: list[Card]) -> int:
    """The seat whose bid takes the prize, or -1 if it is discarded (``settle`` says why)."""
    return settle(bids)[0]


def settle(bids: list[Card]) -> tuple[int, str]:
    """Who takes the prize (-1: nobody, it is thrown away) and why, in the game's words.

    Any Assassin spoils the prize. Otherwise bids of equal influence cancel each other and
    the highest bid left wins, however low; if every bid is cancelled the prize is thrown away.
    """
    values = [c.rank for c in bids]
    assassins = values.count(0)  # only an Assassin has no influence among cards that can be bid
    if assassins:
        return -1, _spoiled_reason(assassins)
    winner, best = -1, 0
    for seat, value in enumerate(values):
        if value > best and values.count(value) == 1:
            winner, best = seat, value
    cancelled = sorted({v for v in values if v > best and values.count(v) > 1}, reverse=True)
    if not cancelled:
        return winner, HIGHEST_REASON
    ties = " and ".join(f"the {_count_word(values.count(v))} {_plural(v)}" for v in cancelled)
    if winner < 0:
        return -1, f"{ties} cancel out"
    return winner, f"highest bid left once {ties} cancel out"


def _spoiled_reason(assassins: int) -> str:
    if assassins == 1:
        return "the Assassin spoils the prize"
    return f"{_count_word(assassins)} Assassins spoil the prize"


def _count_word(n: int) -> str:
    return {2: "two", 3: "three"}.get(n, str(n))


def _plural(influence: int) -> str:
    """"Kings", "9s": the cards of one influence, as a tie names them."""
    return f"{INFLUENCE_WORDS.get(influence, str(influence))}s"


class AssassinsTrickState(RoundsGame):
    """One game of Assassin's Trick.

    Public attributes are the whole truth (for the table's debug views and the tests); players
    and bots read ``observation(seat)`` instead. ``prize_deck`` keeps its top card at the end.
    """

    game_id = "assassins_trick"
    title = "Assassin's Trick"
    player_counts = PLAYER_COUNTS
    clone_shapes = {
        **RoundsGame.clone_shapes,
        "hand_suits": VALUE,
        "_seats": VALUE,
        "hands": NESTED,
        "prize_deck": FLAT,
        "bids": FLAT,
        "won": NESTED,
        "taken_to_hand": NESTED,
        "discard": FLAT,
        "history": FLAT,
        "_legal": FLAT,
    }

    def setup(self) -> None:
        players = self.players
        joker_count = self.options.setdefault("jokers", 0)
        if not isinstance(joker_count, int) or joker_count not in range(MAX_JOKERS + 1):
            raise ValueError(f"the jokers option is 0, 1 or 2, not {joker_count!r}")
        setup = (
            read_setup(self.deal, players, joker_count)
            if self.deal is not None
            else random_setup(self.round_rng(1), players, joker_count)
        )
        self.jokers: int = joker_count
        self.hand_suits: tuple[str, ...] = setup.hand_suits
        self.prize_suit: str = setup.prize_suit
        self.hands: list[list[Card]] = [sorted(h) for h in setup.hands]
        self.prize_deck: list[Card] = list(reversed(setup.prizes))
        self.set_aside: Card = setup.set_aside
        self.prize: Card | None = None
        self.bids: list[Card | None] = [None] * players
        self.won: list[list[Card]] = [[] for _ in range(players)]
        self.taken_to_hand: list[list[Card]] = [[] for _ in range(players)]
        self.discard: list[Card] = []
        self.history: list[PrizeRound] = []
        self._seats = seats_from(0, players)  # everyone bids at once, listed from seat 0
        self._legal: list[tuple[CardAction, ...] | None] = [None] * players
        # Not a rule: how a search's sample has each seat bid in its playouts (``rollout``), set
        # by the search's reading of the revealed bids (``inference``); None: no reading.
        self.bidder_styles: tuple[str | None, ...] | None = None

    @property
    def scores(self) -> list[int]:
        """The influence won so far: the running ``totals`` by this game's name."""
        return self.totals

    @scores.setter
    def scores(self, value: list[int]) -> None:
        self.totals = value

    # --- actions --------------------------------------------------------------------------------
    def legal_actions(self, seat: int) -> tuple[CardAction, ...]:
        if seat not in self._to_move:
            return ()
        legal = self._legal[seat]
        if legal is None:
            bids = bid_actions().actions
            legal = self._legal[seat] = tuple([bids[c.index] for c in self.hands[seat]])
        return legal

    def parse_action(self, text: str) -> CardAction:
        return bid_actions().parse(text)

    def why_illegal(self, seat: int, action: Any) -> str | None:
        if self.over:
            return "the game is over"
        if not 0 <= seat < self.players:
            return f"there is no seat {seat} at this table"
        if not isinstance(action, CardAction) or action.verb != "bid":
            return f"{action} is not a move in Assassin's Trick; bid a card from your hand"
        if self.bids[seat] is not None:
            return "you have already placed your bid for this prize; wait for the others"
        if action.card not in self.hands[seat]:
            return f"you do not hold the {action.card.name}"
        return None

    def apply(self, seat: int, action: Action) -> list[Event]:
        # ``to_move`` is empty once the game is over and never holds a seat that has bid
        if (
            seat not in self._to_move
            or type(action) is not CardAction
            or action.verb != "bid"
            or action.card not in self.hands[seat]
        ):
            raise IllegalAction(self.why_illegal(seat, action) or "that move is not allowed now")
        card = action.card
        self.hands[seat].remove(card)
        self._legal[seat] = None
        self.bids[seat] = card
        to_move = self._to_move
        if len(to_move) > 1:
            i = to_move.index(seat)
            self._to_move = to_move[:i] + to_move[i + 1 :]
            return [_bid_chosen(seat, card), _bid_placed(self.players)[seat]]
        return [_bid_chosen(seat, card), *self._resolve()]

    # --- the rounds -----------------------------------------------------------------------------
    def _resolve(self) -> list[Event]:
        """Every bid is in: turn them up, settle the prize, discard the bids, go on."""
        bids: list[Card] = self.bids  # type: ignore[assignment]
        prize: Card = self.prize  # type: ignore[assignment]
        shown = tuple(enumerate(bids))
        number = len(self.history) + 1
        winner, reason = settle(bids)
        taker = None if winner < 0 else winner
        to_hand = taker is not None and is_assassin(prize)
        events: list[Event] = [BidsRevealed(shown), PrizeSettled(taker, prize, shown, number, reason, (), to_hand)]
        turned_up: list[Card] = []
        if taker is None:
            self.discard.append(prize)
        else:
            self._award(taker, prize, turned_up, events)
        self.discard.extend(bids)
        self.history.append(PrizeRound(number, prize, shown, taker, tuple(turned_up), reason))
        self.bids = [None] * self.players
        self.prize = None
        events.extend(self.start_round())
        return events

    def _award(self, winner: int, card: Card, turned_up: list[Card], events: list[Event]) -> None:
        """``winner`` takes ``card``; a joker is swapped for the next prize card, as often as it
        comes. ``PrizeSettled`` has said who takes the prize; ``PrizeWon`` names a card turned up
        in a joker's place."""
        deck = self.prize_deck
        while is_joker(card):
            self.discard.append(card)
            if not deck:
                events.append(PrizeDiscarded(card, JOKER_EMPTY_REASON))
                return
            events.append(PrizeDiscarded(card, JOKER_REASON))
            card = deck.pop()
            turned_up.append(card)
            events.append(_prize_revealed(card))
        if turned_up:
            events.append(_prize_won(winner, card, is_assassin(card)))
        if is_assassin(card):
            insort(self.hands[winner], card)
            self.taken_to_hand[winner].append(card)
            self._legal[winner] = None
        else:
            self.won[winner].append(card)
            self.scores[winner] += card.rank

    def deal_round(self) -> list[Event]:
        """A round is a prize: turn up the next one, or end the game if no prize is left or a
        hand is empty."""
        if self.prize_deck and all(self.hands):
            self.prize = card = self.prize_deck.pop()
            self._to_move = self._seats
            return [_prize_revealed(card)]
        self.round_no -= 1  # no prize turned up: the last round stays the last
        self.end_game()
        winners, _ = self._winners()
        return [SetAsideRevealed(self.set_aside), GameOver(winners, tuple(self.scores))]

    def _winners(self) -> tuple[tuple[int, ...], str]:
        """The leaders and how they were found: "influence", "prize cards" or "shared"."""
        best = max(self.scores)
        top = [s for s in self._seats if self.scores[s] == best]
        if len(top) == 1:
            return tuple(top), "influence"
        most = max(len(self.won[s]) for s in top)
        fewer = [s for s in top if len(self.won[s]) == most]
        return tuple(fewer), ("prize cards" if len(fewer) == 1 else "shared")

    # --- knowledge ------------------------------------------------------------------------------
    def observation(self, seat: int) -> AssassinsTrickObservation:
        self.check_seat(seat)
        return AssassinsTrickObservation(
            seat=seat,
            players=self.players,
            to_move=self._to_move,
            legal_actions=self.legal_actions(seat),
            hand=tuple(self.hands[seat]),
            my_bid=self.bids[seat],
            has_bid=tuple([b is not None for b in self.bids]),
            prize=self.prize,
            won=tuple([tuple(w) for w in self.won]),
            taken_to_hand=tuple([tuple(t) for t in self.taken_to_hand]),
            scores=tuple(self.scores),
            discard=tuple(self.discard),
            history=tuple(self.history),
            hand_suits=self.hand_suits,
            prize_suit=self.prize_suit,
            prizes_left=len(self.prize_deck),
            hand_counts=tuple([len(h) for h in self.hands]),
            jokers=self.jokers,
            is_over=self.over,
            set_aside=self.set_aside if self.over else None,
        )

    def hidden_cards(self, seat: int) -> set[Card]:
        """The other hands and pending bids, the face-down prizes and, until the end, the card set
        aside. An Assassin a seat took as a prize is public (everyone saw it go into that hand),
        even while it is a pending bid: what is hidden then is only whether it was bid."""
        hidden = set(self.prize_deck)
        if not self.over:
            hidden.add(self.set_aside)
        for other in self._seats:
            if other != seat:
                hidden.update(self.hands[other])
                bid = self.bids[other]
                if bid is not None:
                    hidden.add(bid)
                hidden.difference_update(self.taken_to_hand[other])
        return hidden

    @classmethod
    def sample_from(cls, observation: AssassinsTrickObservation, rng: random.Random) -> AssassinsTrickState:
        """A full state ``observation`` could come from: the prize order drawn at random, and
        the other seats' hidden bids taken back so they bid again (``sampling``)."""
        return sample_state(cls, observation, rng)

    # --- results --------------------------------------------------------------------------------
    def result(self) -> GameResult:
        extra: dict[str, Any] = {
            "prize_cards": [len(w) for w in self.won],
            "prize_piles": [[c.code for c in w] for w in self.won],
            "taken_to_hand": [[c.code for c in t] for t in self.taken_to_hand],
        }
        winners: tuple[int, ...] = ()
        if self.over:
            winners, decided_by = self._winners()
            extra["decided_by"] = decided_by
            extra["set_aside"] = self.set_aside.code
        return GameResult(
            game=self.game_id,
            players=self.players,
            scores=tuple(self.scores),
            winners=winners,
            rounds=tuple(self._round_result(r) for r in self.history),
            finished=self.over,
            extra=extra,
        )

    def _round_result(self, r: PrizeRound) -> RoundResult:
        points = [0] * self.players
        breakdown: list[tuple[ScoreItem, ...]] = [()] * self.players
        if r.winner is not None:
            items = [
                ScoreItem(f"Won the {c.name}, swapped for the next prize card", 0)
                for c in (r.prize, *r.turned_up)
                if is_joker(c)
            ]
            taken = r.taken
            if taken is not None and is_assassin(taken):
                items.append(ScoreItem(f"Won the {taken.name}, into the hand", 0))
            elif taken is not None:
                items.append(ScoreItem(f"Won the {taken.name}", taken.rank))
                points[r.winner] = taken.rank
            breakdown[r.winner] = tuple(items)
        title = f"Prize {r.number}: {r.prize.name}" + ("" if r.winner is not None else " (discarded)")
        return RoundResult(r.number, tuple(points), tuple(breakdown), title)
