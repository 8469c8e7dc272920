"""The rules of Copas as a ``GameState``.

Seats are numbered clockwise; Copas deals and plays anticlockwise (``clockwise=False`` in the
trick kit), so the next seat to act is the one on the right. The player on the dealer's right
shuffles, leads the first trick and deals the next round.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import lru_cache
from operator import attrgetter
from typing import Any

from rules.copas.deck import CUPS, SUIT_NAMES, copas_deck, deck_for, play_actions
from rules.copas.observation import CompletedTrick, CopasObservation
from rules.copas.sampling import deal_unseen
from rules.copas.scoring import RoundOutcome, score_round
from rules.copas.trick import judge_trick
from rules.core.actions import CardAction
from rules.core.cards import Card
from rules.core.errors import IllegalAction
from rules.core.events import (
    Event,
    GameOver,
    Notice,
    RoundScored,
    RoundStarted,
    TrickWon,
    card_played,
)
from rules.core.results import GameResult, RoundResult
from rules.core.chance import shuffle
from rules.core.rounds import RoundsGame
from rules.core.state import FLAT, NESTED, VALUE, Action
from rules.core.tricks import check_deal, deal, follow_suit, next_seat

POP_AT = 51
_deck_order = attrgetter("index")
_new_tuple = tuple.__new__


class CopasState(RoundsGame):
    game_id = "copas"
    title = "Copas"
    player_counts = (3, 4, 5)
    clone_shapes = {
        **RoundsGame.clone_shapes,
        "_next_seat": VALUE,
        "_plays": VALUE,
        "_options_t": VALUE,
        "_round_points": VALUE,
        "losers": VALUE,
        "_dealt_hands": VALUE,  # never changed after the constructor
        "hands": NESTED,
        "won": NESTED,
        "tricks_won": FLAT,
        "cups_taken": FLAT,
        "trick": FLAT,
        "history": FLAT,
    }
    round_end_changes = ("totals", "rounds")  # deal_round puts new lists in every round field

    def setup(self) -> None:
        n, deal = self.players, self.deal
        self.lock_cup_leads = bool(self.options.get("no_cup_lead_until_discarded", False))
        self.no_first_trick_cups = bool(self.options.get("no_cups_on_first_trick", False))
        self._dealt_hands = _parse_deal(deal, n) if deal else ()
        if deal and "first_dealer" in deal:
            first_dealer = deal["first_dealer"]
            if not isinstance(first_dealer, int) or not 0 <= first_dealer < n:
                raise ValueError(f"first_dealer must be a seat from 0 to {n - 1}")
        else:
            first_dealer = self.round_rng(0).randrange(n)
        self._next_seat = tuple(next_seat(s, n, clockwise=False) for s in range(n))
        self._plays = play_actions().actions
        self._options_t = tuple(sorted(self.options.items()))
        self._round_points: tuple[tuple[float, ...], ...] = ()
        self.pending_bonus: int | None = None  # seat whose 10 Cups wait on the bonus round
        self.losers: tuple[int, ...] = ()
        # Round state, set by deal_round.
        self.dealer = (first_dealer + 1) % n  # so the first deal_round lands on it
        self.leader = first_dealer
        self.hands: list[list[Card]] = []
        self.won: list[list[Card]] = []
        self.tricks_won: list[int] = []
        self.cups_taken: list[int] = []  # this round, per seat: its penalty points so far
        self.trick: list[tuple[int, Card]] = []
        self.led_suit: str | None = None
        self.trick_no = 0
        self.cups_discarded = False
        self.history: list[CompletedTrick] = []
        self.bonus_round = False

    # --- setup ----------------------------------------------------------------------------------
    def deal_round(self) -> list[Event]:
        n = self.players
        self.dealer = self._next_seat[self.dealer]  # the deal passes to the right
        self.leader = self._next_seat[self.dealer]  # the dealer's right shuffles, leads
        if self.round_no <= len(self._dealt_hands):
            self.hands = [list(h) for h in self._dealt_hands[self.round_no - 1]]
        else:
            cards = list(deck_for(n))
            shuffle(cards, self.round_rng(self.round_no))
            # one at a time, anticlockwise from the dealer's right
            self.hands = deal(cards, n, self.leader, clockwise=False)
        for hand in self.hands:
            hand.sort(key=_deck_order)
        self.won = [[] for _ in range(n)]
        self.tricks_won = [0] * n
        self.cups_taken = [0] * n
        self.trick = []
        self.led_suit = None
        self.trick_no = 1
        self.cups_discarded = False
        self.history = []
        self.bonus_round = self.pending_bonus is not None
        self.give_turn(self.leader)
        title = "Bonus round" if self.bonus_round else ""
        return [RoundStarted(self.round_no, self.dealer, self.leader, len(self.hands[0]), title)]

    # --- turn -----------------------------------------------------------------------------------
    def legal_cards(self, seat: int) -> list[Card]:
        if seat != self.turn or self.over:
            return []
        hand = self.hands[seat]
        led = self.led_suit
        if led is not None:
            cards = follow_suit(hand, led)
            if self.no_first_trick_cups and self.trick_no == 1 and cards[0].suit != led:
                others = [c for c in cards if c.suit != CUPS]  # void: anything but a Cup
                return others if others else cards
            return cards
        if self.lock_cup_leads and not self.cups_discarded:
            others = [c for c in hand if c.suit != CUPS]
            return others if others else list(hand)
        return list(hand)

    def legal_actions(self, seat: int) -> list[CardAction]:
        if seat != self.turn or self.over:
            return []
        plays = self._plays
        led = self.led_suit
        if led is not None:  # the common cases in one pass; the variants' rules in legal_cards
            same = [plays[c.index] for c in self.hands[seat] if c.suit == led]
            if same:
                return same
            if not self.no_first_trick_cups:
                return [plays[c.index] for c in self.hands[seat]]
        elif not self.lock_cup_leads:
            return [plays[c.index] for c in self.hands[seat]]
        return [plays[c.index] for c in self.legal_cards(seat)]

    def parse_action(self, text: str) -> CardAction:
        return play_actions().parse(text)

    def _check(self, seat: int, card: Card) -> None:
        """Return if ``seat`` may play ``card``; else raise ``IllegalAction`` with the reason."""
        if self.over:
            raise IllegalAction("the game is over")
        self.check_seat(seat)
        if seat != self.turn:
            raise IllegalAction("it is not your turn")
        hand = self.hands[seat]
        if card not in hand:
            raise IllegalAction(f"you do not hold the {card.name}")
        if card in self.legal_cards(seat):
            return
        # ``legal_cards`` decides; what is left is to say which rule the card breaks.
        led = self.led_suit
        if led is None:
            raise IllegalAction("Cups may not be led until someone has discarded a Cup")
        same = [c for c in hand if c.suit == led]
        if same:
            raise IllegalAction(f"you must follow {SUIT_NAMES[led]}: you hold the {same[0].name}")
        raise IllegalAction("no Cup may be discarded on the first trick")

    # --- play -----------------------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        if type(action) is not CardAction or action.verb != "play":
            raise IllegalAction(f"{action} is not a Copas action; play a card, like 'play 7C'")
        card = action.card
        suit = card.suit
        led = self.led_suit
        # Fast path: the common legal plays (following suit, or leading when any lead goes) need
        # no further thought; anything else is checked in full by _check, which raises with the
        # reason. The hand is searched once: by the removal.
        if seat == self.turn and (
            suit == led
            or (led is None and not self.lock_cup_leads)
            or (led is not None and not self.no_first_trick_cups and _void(self.hands[seat], led))
        ):
            try:
                self.hands[seat].remove(card)
            except ValueError:
                self._check(seat, card)
        else:
            self._check(seat, card)
            self.hands[seat].remove(card)
        trick = self.trick
        if not trick:
            self.led_suit = suit
        elif suit == CUPS and led != CUPS:
            self.cups_discarded = True
        trick.append((seat, card))
        if len(trick) < self.players:
            self.turn = turn = self._next_seat[seat]
            self._to_move = self._seat_tuples[turn]
            return [card_played(seat, card, self.trick_no)]
        return self._finish_trick([card_played(seat, card, self.trick_no)])

    def _finish_trick(self, events: list[Event]) -> list[Event]:
        plays = tuple(self.trick)
        winner, reason, cups = judge_trick(plays, self.led_suit)  # type: ignore[arg-type]
        self.won[winner] += [c for _, c in plays]
        self.tricks_won[winner] += 1
        self.cups_taken[winner] += cups
        # tuple.__new__: a NamedTuple's own __new__ is a Python call more, on a hot path
        self.history.append(_new_tuple(CompletedTrick, (self.leader, plays, winner)))
        trick_no = self.trick_no
        events.append(TrickWon(winner, plays, trick_no, reason))
        self.trick = []
        self.led_suit = None
        self.trick_no = trick_no + 1
        self.leader = winner
        if self.hands[winner]:
            self.turn = winner
            self._to_move = self._seat_tuples[winner]
            return events
        return self._finish_round(events)

    def _finish_round(self, events: list[Event]) -> list[Event]:
        outcome: RoundOutcome = score_round(
            round_no=self.round_no,
            cups_taken=self.cups_taken,
            tricks_won=self.tricks_won,
            pending=self.pending_bonus,
        )
        result = outcome.result
        for seat, pts in enumerate(result.points):
            self.totals[seat] += int(pts)
        self.pending_bonus = outcome.new_pending
        popped = [s for s in range(self.players) if self.totals[s] >= POP_AT]
        pop = _pop_notice(popped, self.totals) if popped and self.pending_bonus is None else None
        if pop is not None:
            result = replace(result, notices=(*result.notices, pop))  # the summary's notes say it too
        self.rounds.append(result)
        self._round_points += (result.points,)
        events.extend(outcome.notices)
        events.append(RoundScored(self.round_no, result.points, tuple(self.totals)))
        self.keep_round_end(self.round_no)  # the table shows the round's end under its summary
        if pop is not None:
            self.end_game()
            self.losers = _losers(self.totals)
            events.append(pop)
            events.append(GameOver(self._winners(), tuple(self.totals)))
            return events
        events.extend(self.start_round())
        return events

    def _winners(self) -> tuple[int, ...]:
        best = min(self.totals)
        return tuple(s for s in range(self.players) if self.totals[s] == best)

    # --- knowledge ------------------------------------------------------------------------------
    def observation(self, seat: int) -> CopasObservation:
        return CopasObservation(
            seat=seat,
            players=self.players,
            options=self._options_t,
            to_move=self._to_move,
            legal_actions=tuple(self.legal_actions(seat)) if seat == self.turn else (),
            hand=tuple(self.hands[seat]),
            hand_counts=tuple(map(len, self.hands)),
            round_no=self.round_no,
            dealer=self.dealer,
            leader=self.leader,
            bonus_round=self.bonus_round,
            pending_bonus=self.pending_bonus,
            trick_no=self.trick_no,
            trick=tuple(self.trick),
            history=tuple(self.history),
            tricks_won=tuple(self.tricks_won),
            cups_taken=tuple(self.cups_taken),
            own_won=tuple(self.won[seat]),
            cups_discarded=self.cups_discarded,
            scores=tuple(self.totals),
            round_points=self._round_points,
            is_over=self.over,
        )

    def hidden_cards(self, seat: int) -> set[Card]:
        """The other hands; everything else was played face up or is the seat's own."""
        return {c for s, hand in enumerate(self.hands) if s != seat for c in hand}

    @classmethod
    def sample_from(cls, observation: CopasObservation, rng: random.Random) -> CopasState:
        """A full state ``observation`` could come from, the other hands dealt at random
        consistently with what the seat has seen (``sampling.deal_unseen``)."""
        seed = rng.randrange(2**31)
        return cls.with_hands(observation, deal_unseen(observation, rng), seed)

    @classmethod
    def with_hands(cls, observation: CopasObservation, hands: list[list[Card]], seed: int) -> CopasState:
        """The full state ``observation`` comes from if every seat holds ``hands`` (one hand per
        seat, the observer's own among them); ``seed`` draws the rounds to come."""
        obs = observation
        state = cls(obs.players, dict(obs.options), seed=seed, dealt=False)
        state.hands = hands
        state.round_no = obs.round_no
        state.dealer = obs.dealer
        state.leader = obs.leader
        state.trick = list(obs.trick)
        state.led_suit = obs.trick[0][1].suit if obs.trick else None
        state.trick_no = obs.trick_no
        state.history = list(obs.history)
        state.tricks_won = list(obs.tricks_won)
        state.cups_taken = list(obs.cups_taken)
        state.won = [[] for _ in range(obs.players)]
        for t in obs.history:
            state.won[t.winner].extend(c for _, c in t.plays)
        state.cups_discarded = obs.cups_discarded
        state.bonus_round = obs.bonus_round
        state.pending_bonus = obs.pending_bonus
        state.totals = list(obs.scores)
        state.over = obs.is_over
        state.turn = obs.to_move[0] if obs.to_move else -1
        state._to_move = tuple(obs.to_move)
        state.rounds = list(_past_rounds(obs.round_points))
        state._round_points = tuple(obs.round_points)
        if obs.is_over:
            state.losers = _losers(state.totals)
        state._start_events = []
        return state

    # --- results --------------------------------------------------------------------------------
    def result(self) -> GameResult:
        popped = [s for s in range(self.players) if self.totals[s] >= POP_AT]
        return GameResult(
            game=self.game_id,
            players=self.players,
            scores=tuple(self.totals),
            winners=self._winners() if self.over else (),
            rounds=tuple(self.rounds),
            finished=self.over,
            extra={"losers": list(self.losers), "popped": popped if self.over else []},
        )


@lru_cache(maxsize=16)
def _past_rounds(round_points: tuple[tuple[float, ...], ...]) -> tuple[RoundResult, ...]:
    """The past rounds of a sampled state: their breakdowns are not in the observation, so
    only their points, for the totals. Made once for the thousands of samples of a decision."""
    return tuple(RoundResult(i + 1, pts, tuple(() for _ in pts), "") for i, pts in enumerate(round_points))


def _void(hand: list[Card], suit: str) -> bool:
    """Whether ``hand`` holds no card of ``suit`` (free to discard anything)."""
    for card in hand:
        if card.suit == suit:
            return False
    return True


def _pop_notice(popped: Sequence[int], totals: Sequence[int]) -> Notice:
    names = ", ".join(f"{{{i}}} ({totals[s]})" for i, s in enumerate(popped))
    return Notice(f"Popped at {POP_AT} or more: {names}.", tuple(popped))


def _losers(totals: Sequence[int]) -> tuple[int, ...]:
    """The popped seats with the most points (ties share the loss)."""
    popped = [s for s in range(len(totals)) if totals[s] >= POP_AT]
    if not popped:
        return ()
    worst = max(totals[s] for s in popped)
    return tuple(s for s in popped if totals[s] == worst)


def _parse_deal(deal: Mapping[str, Any], players: int) -> tuple[tuple[tuple[Card, ...], ...], ...]:
    """Validate ``deal["hands"]``: per round, one list of card codes per seat."""
    rounds = deal.get("hands", [])
    if not isinstance(rounds, list):
        raise ValueError("deal.hands must be a list of rounds, each a list of hands")
    deck = copas_deck()
    expected = deck_for(players)
    size = len(expected) // players
    parsed: list[tuple[tuple[Card, ...], ...]] = []
    for r, hands in enumerate(rounds, start=1):
        if not isinstance(hands, list) or len(hands) != players:
            raise ValueError(f"deal.hands round {r} must list {players} hands")
        if not all(isinstance(h, list) and all(isinstance(c, str) for c in h) for h in hands):
            raise ValueError(f"deal.hands round {r}: each hand is a list of card codes such as \"7C\"")
        cards = [[deck.card(code) for code in hand] for hand in hands]
        try:
            check_deal(cards, expected, size)
        except ValueError as err:
            raise ValueError(f"deal.hands round {r}: {err}") from None
        parsed.append(tuple(map(tuple, cards)))
    return tuple(parsed)
