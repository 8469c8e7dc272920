"""The rules of Vazerneiros (3-5 players) as a ``GameState``.

A round: deal, draw the hierarchy track, reveal three rumors; everyone lays an auction card face
down at once; the highest (ties: the higher suit on the track) picks the round's rumor and leads;
then tricks with potions until the hands are empty (or rumor 11 stops them); score; the catch-up
potions. Four rounds. Seats are numbered clockwise; "left" is the next seat.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from rules.core.actions import CardAction
from rules.core.cards import Card
from rules.core.errors import IllegalAction
from rules.core.events import Event, GameOver, LazyTrickWon, RoundScored, RoundStarted, card_played
from rules.core.results import GameResult, RoundResult
from rules.core.rounds import OVER, Phase, PhasedGame
from rules.core.state import FLAT, NESTED, VALUE
from rules.core.state import Action as GameAction
from rules.vazerneiros.actions import (
    Action,
    ExchangeAction,
    LeadAction,
    PlayAction,
    RumorAction,
    TrumpAction,
    bid_action,
    exchange_action,
    lead_action,
    parse_action,
    rumor_action,
    trump_action,
)
from rules.vazerneiros.deck import (
    HAND_SIZES,
    OFFERED_RUMORS,
    POTION_CAP,
    POTIONS_TOTAL,
    ROUNDS,
    START_POTIONS,
    SUITS,
    card_text,
    printed,
    vazerneiros_deck,
)
from rules.vazerneiros.events import (
    BidChosen,
    BidLaid,
    BidsRevealed,
    CardExchanged,
    ElixirSpent,
    ElixirTaken,
    FaceDownChosen,
    FaceDownPlayed,
    HandRevealed,
    LeaderChosen,
    PotionGained,
    PotionsUsed,
    RoundClosed,
    RumorChosen,
    RumorsRevealed,
    TableCardsTaken,
    TrackDrawn,
    TrickRevealed,
    TrumpChosen,
)
from rules.vazerneiros.judging import decide
from rules.vazerneiros.observation import (
    AUCTION_PHASE,
    EXCHANGE_PHASE,
    LEADER_PHASE,
    OVER_PHASE,
    RUMOR_PHASE,
    TRICK_PHASE,
    TRUMP_PHASE,
    CompletedTrick,
    TrickPlay,
    VazerneirosObservation,
)
from rules.vazerneiros.plays import PlayRules, legal_plays, plain_plays, play_rules, why_not
from rules.vazerneiros.rumors import (
    ALCHEMY_ELIXIR,
    CHOICE_OF_FATE,
    CURSED_CROWN,
    FAVOR_OF_THE_GODS,
    RITUAL_OF_PATHS,
    WHISPERS_OF_THE_FALLEN,
    played_face_down,
    rumor_pool,
    rumors,
)
from rules.vazerneiros.sampling import sample_state
from rules.vazerneiros.scoring import round_scores
from rules.vazerneiros.setup import FixedRound, read_deal


def _trick_words(why: Callable[[], str], trick: Sequence[TrickPlay]) -> tuple[str, tuple[str, ...]]:
    """A finished trick's reason, and how each card counted when a potion changed it ("Mage 7.5";
    "" as printed, and () when every card counted as printed)."""
    counted = tuple(
        "" if (p.suit, p.value) == (p.card.suit, 2 * p.card.rank) else card_text(p.suit, p.value)  # type: ignore[union-attr, arg-type]
        for p in trick
    )
    return why(), counted if any(counted) else ()


class VazerneirosState(PhasedGame):
    """One game. ``totals`` are in half points (``scores()`` halves them)."""

    game_id = "vazerneiros"
    title = "Vazerneiros"
    player_counts = tuple(HAND_SIZES)
    over_phase = OVER_PHASE
    clone_shapes = {
        **PhasedGame.clone_shapes,
        "_round_potions": VALUE,
        "track": VALUE,
        "offered": VALUE,
        "revealed_hand": VALUE,
        "_fixed_rounds": VALUE,
        "rumor_deck": FLAT,
        "potions": FLAT,
        "hands": NESTED,
        "aside": FLAT,
        "bids": FLAT,
        "trick": FLAT,
        "history": FLAT,
        "tricks_won": FLAT,
        "piles": NESTED,
        "table_cards": FLAT,
        "exchangers": FLAT,
        "gained": NESTED,
        "swapped": FLAT,
    }

    def setup(self) -> None:
        players = self.players
        self.negative_rumors = bool(self.options.get("negative_rumors", False))
        pool = rumor_pool(self.negative_rumors)
        fixed = read_deal(self.deal, players, pool)
        self._fixed_rounds = fixed.rounds
        shuffled = list(pool)
        self.round_rng(0).shuffle(shuffled)
        top = list(fixed.rumor_deck or ())
        # Rumors a round's deal reveals are set aside for that round: no earlier round draws them.
        reserved = {r for f in fixed.rounds for r in (f.rumors or ())}
        self.rumor_deck: list[int] = [r for r in top + [r for r in shuffled if r not in top] if r not in reserved]
        self.hand_size = HAND_SIZES[players]
        self.potions: list[int] = [START_POTIONS] * players
        self.supply = POTIONS_TOTAL - START_POTIONS * players
        self._round_potions: tuple[tuple[int, ...], ...] = ()

    # --- a round's setup ------------------------------------------------------------------------
    def deal_round(self) -> list[Event]:
        n = self.players
        fixed = self.fixed_this_round(self._fixed_rounds, FixedRound())
        rng = self.round_rng(self.round_no)
        deck = vazerneiros_deck()
        drawn = rng.sample(deck, len(deck))
        track = tuple(rng.sample(SUITS, len(SUITS)))
        size = self.hand_size
        if fixed.hands is not None:
            self.hands: list[list[Card]] = [list(h) for h in fixed.hands]
        else:
            self.hands = [sorted(drawn[s * size:(s + 1) * size]) for s in range(n)]
        dealt = {c for h in self.hands for c in h}
        self.aside: list[Card] = [c for c in deck if c not in dealt]
        self.track: tuple[str, ...] = fixed.track or track
        if fixed.rumors is not None:
            self.offered: tuple[int, ...] = fixed.rumors
        else:
            self.offered = tuple(self.rumor_deck[:OFFERED_RUMORS])
            del self.rumor_deck[:OFFERED_RUMORS]
        self.rumor: int | None = None
        self.trump: str | None = None
        self.trump_marker = False
        self.bids: list[Card | None] = [None] * n
        self.auction_winner: int | None = None
        self.elixir: int | None = None
        self.phase = AUCTION_PHASE
        self.leader = 0
        self.turn = -1
        self._to_move = tuple(range(n))
        self.trick: list[TrickPlay] = []
        self.history: list[CompletedTrick] = []
        self.tricks_won: list[int] = [0] * n
        self.piles: list[list[Card]] = [[] for _ in range(n)]
        self.trick_no = 0
        self.table_cards: list[Card] = []
        self.exchangers: list[int] = []
        self.trick_winner = -1
        self.revealed_hand: tuple[Card, ...] = ()
        self.ended_early = False
        self.gained: list[list[str]] = [[] for _ in range(n)]  # per seat: why each potion came this round
        self.shown_by: int | None = None  # rumor 11: the seat whose hand ended the tricks
        self.swapped: set[Card] = set()  # rumor 13: cards taken from the table (public)
        return [
            RoundStarted(self.round_no, None, None, size, f"Round {self.round_no} of {ROUNDS}"),
            TrackDrawn(self.track),
            RumorsRevealed(self.offered),
        ]

    @property
    def tricks_total(self) -> int:
        return self.hand_size - 1

    # --- turn: each phase's rules are in ``phases`` ---------------------------------------------
    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self._to_move:
            return []
        return self.phases[self.phase].legal(self, seat)  # type: ignore[return-value]

    def _legal_play(self, seat: int) -> list[Action]:
        return legal_plays(self.hands[seat], self._play_rules(seat))  # type: ignore[return-value]

    def _legal_bid(self, seat: int) -> list[Action]:
        return [bid_action(c) for c in self.hands[seat]]

    def _legal_exchange(self, seat: int) -> list[Action]:
        return [exchange_action(g, t) for g in self.hands[seat] for t in self.table_cards]

    def _legal_rumor(self, seat: int) -> list[Action]:
        return [rumor_action(r) for r in self.offered]

    def _legal_trump(self, seat: int) -> list[Action]:
        return [trump_action(s) for s in SUITS]

    def _legal_leader(self, seat: int) -> list[Action]:
        return [lead_action(s) for s in range(self.players)]

    def _plain_ok(self, seat: int, action: GameAction) -> bool:
        """A fast yes for the commonest move: the seat to play plays a card it holds unchanged,
        following suit (or free to play anything). Anything else goes through ``why_not``."""
        if type(action) is not PlayAction or action.potioned or self.rumor == RITUAL_OF_PATHS:
            return False
        card = action.card
        hand = self.hands[seat]
        if card not in hand:
            return False
        if not self.trick or self.rumor == FAVOR_OF_THE_GODS:
            return True
        led = self.trick[0].suit
        return card.suit == led or all(c.suit != led for c in hand)

    def _play_rules(self, seat: int) -> PlayRules:
        return play_rules(self.trick, self.players, self.rumor, self.potions[seat], self.elixir == seat)

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def why_illegal(self, seat: int, action: GameAction) -> str | None:
        """Checked without playing the move (the generic way clones the state)."""
        if not 0 <= seat < self.players:
            return f"there is no seat {seat} at this table"
        return self._why_not(seat, action)

    def _why_not(self, seat: int, action: GameAction) -> str | None:
        phase = self.phase
        if phase == OVER_PHASE:
            return "the game is over"
        if seat not in self._to_move:
            if phase == AUCTION_PHASE:
                return "your auction card is already laid; wait for the others"
            return "it is not your turn"
        return self.phases[phase].why(self, seat, action)  # type: ignore[misc]

    def _why_not_play(self, seat: int, action: Action) -> str | None:
        if type(action) is not PlayAction:
            return f"{action} is not a move now: play a card to the trick, like 'play M9'"
        return why_not(action, self.hands[seat], self._play_rules(seat))

    def _why_not_bid(self, seat: int, action: Action) -> str | None:
        if type(action) is not CardAction or action.verb != "bid":
            return "first lay a card for the auction, like 'bid M9'"
        if action.card not in self.hands[seat]:
            return f"you do not hold the {action.card.name}"
        return None

    def _why_not_rumor(self, seat: int, action: Action) -> str | None:
        if type(action) is not RumorAction:
            return "choose one of the revealed rumors, like 'rumor 5'"
        if action.rumor not in self.offered:
            return f"rumor {action.rumor} is not on offer; choose " + ", ".join(map(str, self.offered))
        return None

    def _why_not_trump(self, seat: int, action: Action) -> str | None:
        return None if type(action) is TrumpAction else "name the trump suit, like 'trump P'"

    def _why_not_exchange(self, seat: int, action: Action) -> str | None:
        if type(action) is not ExchangeAction:
            return "swap a card from your hand for one on the table, like 'exchange M7 for B8'"
        if action.give not in self.hands[seat]:
            return f"you do not hold the {action.give.name}"
        if action.take not in self.table_cards:
            return f"the {action.take.name} is not on the table"
        return None

    def _why_not_leader(self, seat: int, action: Action) -> str | None:
        if type(action) is not LeadAction:
            return "choose who leads the next trick, like 'lead 2'"
        if not 0 <= action.seat < self.players:
            return f"there is no seat {action.seat} at this table"
        return None

    # --- actions --------------------------------------------------------------------------------
    def apply(self, seat: int, action: GameAction) -> list[Event]:
        if not (self.phase == TRICK_PHASE and seat == self.turn and self._plain_ok(seat, action)):
            reason = self.why_illegal(seat, action)
            if reason is not None:
                raise IllegalAction(reason)
        return self.phases[self.phase].apply(self, seat, action)

    # --- the auction ----------------------------------------------------------------------------
    def _bid(self, seat: int, action: CardAction) -> list[Event]:
        card = action.card
        self.hands[seat].remove(card)
        self.bids[seat] = card
        self._to_move = tuple(s for s in self._to_move if s != seat)
        events: list[Event] = [BidChosen(seat, card), BidLaid(seat)]
        if self._to_move:
            return events
        height = {suit: len(self.track) - k for k, suit in enumerate(self.track)}
        bids: list[Card] = self.bids  # type: ignore[assignment]
        winner = max(range(self.players), key=lambda s: (bids[s].rank, height[bids[s].suit]))
        self.auction_winner = winner
        events.append(BidsRevealed(tuple(enumerate(bids)), winner))
        self.phase = RUMOR_PHASE
        self._to_move = self._seat_tuples[winner]
        return events

    def _choose_rumor(self, seat: int, action: RumorAction) -> list[Event]:
        self.rumor = rumor = action.rumor
        events: list[Event] = [RumorChosen(seat, rumor)]
        if rumor == ALCHEMY_ELIXIR:
            self.elixir = seat
            events.append(ElixirTaken(seat))
        else:
            events.append(self._gain(seat, "auction"))
        if rumor == FAVOR_OF_THE_GODS:
            events.append(self._gain(seat, "rumor"))
        if rumor == CHOICE_OF_FATE:
            self.phase = TRUMP_PHASE
            return events
        return self._start_tricks(events)

    def _choose_trump(self, seat: int, action: TrumpAction) -> list[Event]:
        self.trump = suit = action.suit
        if self.supply > 0:
            self.supply -= 1
            self.trump_marker = True
        return self._start_tricks([TrumpChosen(seat, suit, self.trump_marker)])

    def _gain(self, seat: int, reason: str) -> PotionGained:
        """One token from the supply to ``seat``, unless it holds 4 already or the supply is empty."""
        if self.potions[seat] >= POTION_CAP:
            return PotionGained(seat, reason, False, f"nobody may hold more than {POTION_CAP}")
        if self.supply <= 0:
            return PotionGained(seat, reason, False, "the supply is empty")
        self.potions[seat] += 1
        self.supply -= 1
        self.gained[seat].append(reason)
        return PotionGained(seat, reason, True)

    # --- tricks ---------------------------------------------------------------------------------
    def _start_tricks(self, events: list[Event]) -> list[Event]:
        self.phase = TRICK_PHASE
        self.trick_no = 1
        return self._lead(events, self.auction_winner)  # type: ignore[arg-type]

    def _lead(self, events: list[Event], seat: int) -> list[Event]:
        self.phase = TRICK_PHASE
        self.leader = self.turn = seat
        self._to_move = self._seat_tuples[seat]
        return events

    def _play(self, seat: int, action: PlayAction) -> list[Event]:
        card = action.card
        self.hands[seat].remove(card)
        effects: tuple[str, ...]
        if action is plain_plays()[card.index]:  # the card as printed, the commonest play: no potion
            cost, suit, value, effects = 0, card.suit, printed(card), ()
        else:
            cost, suit, value, effects = action.cost, action.result_suit, action.result_value, action.effects
        if cost:
            self.potions[seat] -= cost
            self.supply += cost
        leading = not self.trick
        rumor = self.rumor
        face_down = played_face_down(rumor, leading, card.rank)
        self.trick.append(TrickPlay(seat, card, suit, value, effects, face_down))
        events: list[Event]
        if face_down:
            events = [FaceDownChosen(seat, card, suit, value), FaceDownPlayed(seat, self.trick_no, suit if leading else None)]
            if effects:
                events.append(PotionsUsed(seat, effects, cost, None, None))
        else:
            events = [card_played(seat, card, self.trick_no)]
            if effects:
                events.append(PotionsUsed(seat, effects, cost, suit, value))
        if action.elixir:
            self.elixir = None
            events.append(ElixirSpent(seat, True))
        if len(self.trick) == self.players:
            return self._finish_trick(events)
        nxt = (seat + 1) % self.players
        self.turn = nxt
        self._to_move = self._seat_tuples[nxt]
        if rumor == RITUAL_OF_PATHS and not legal_plays(self.hands[nxt], self._play_rules(nxt)):
            return self._ritual_ends(events, nxt)
        return events

    def _ritual_ends(self, events: list[Event], seat: int) -> list[Event]:
        """Rumor 11: ``seat`` cannot play a new suit even with a potion: it shows its hand and
        the tricks end; the unfinished trick goes to nobody."""
        self.revealed_hand = tuple(self.hands[seat])
        self.ended_early = True
        self.shown_by = seat
        events.append(HandRevealed(seat, self.revealed_hand))
        self.history.append(CompletedTrick(self.leader, tuple(self.trick), None, ()))
        self.trick = []
        return self._end_round(events)

    def _finish_trick(self, events: list[Event]) -> list[Event]:
        trick = self.trick
        if any(p.face_down for p in trick):
            self.trick = trick = [p._replace(face_down=False) for p in trick]
            events.append(TrickRevealed(tuple((p.seat, p.card, p.suit, p.value) for p in trick)))  # type: ignore[misc]
        best, why = decide(trick, self.rumor, self.track, self.trump)
        winner = trick[best].seat
        self.tricks_won[winner] += 1
        self.trick_winner = winner
        cards = tuple((p.seat, p.card) for p in trick)
        words = partial(_trick_words, why, tuple(trick))  # read only when shown (most tricks: never)
        events.append(LazyTrickWon(winner, cards, self.trick_no, words))  # type: ignore[arg-type]
        table = [p.card for p in trick]
        if self.rumor == WHISPERS_OF_THE_FALLEN and self.hands[winner]:
            self.phase = EXCHANGE_PHASE
            self.table_cards = table  # type: ignore[assignment]
            n = self.players
            self.exchangers = [(winner + k) % n for k in range(1, n)]
            self.turn = self.exchangers[0]
            self._to_move = self._seat_tuples[self.turn]
            return events
        return self._collect(events, winner, table)  # type: ignore[arg-type]

    def _exchange(self, seat: int, action: ExchangeAction) -> list[Event]:
        hand = self.hands[seat]
        hand.remove(action.give)
        hand.append(action.take)
        self.swapped.add(action.take)
        hand.sort()
        self.table_cards[self.table_cards.index(action.take)] = action.give
        events: list[Event] = [CardExchanged(seat, action.give, action.take)]
        self.exchangers.pop(0)
        if self.exchangers:
            self.turn = self.exchangers[0]
            self._to_move = self._seat_tuples[self.turn]
            return events
        cards = self.table_cards
        self.table_cards = []
        events.append(TableCardsTaken(self.trick_winner, tuple(cards)))
        return self._collect(events, self.trick_winner, cards)

    def _collect(self, events: list[Event], winner: int, cards: list[Card]) -> list[Event]:
        """The trick's winner takes ``cards``; then the next trick, rumor 16's choice or scoring."""
        self.piles[winner].extend(cards)
        self.history.append(CompletedTrick(self.leader, tuple(self.trick), winner, tuple(cards)))
        self.trick = []
        if not self.hands[winner]:
            return self._end_round(events)
        self.trick_no += 1
        if self.rumor == CURSED_CROWN:
            self.phase = LEADER_PHASE
            self.turn = winner
            self._to_move = self._seat_tuples[winner]
            return events
        return self._lead(events, winner)

    def _choose_leader(self, seat: int, action: LeadAction) -> list[Event]:
        return self._lead([LeaderChosen(seat, action.seat)], action.seat)

    # --- scoring --------------------------------------------------------------------------------
    def _end_round(self, events: list[Event]) -> list[Event]:
        n = self.players
        halves, lines = round_scores(self.rumor, self.tricks_won, self.piles)
        for s in range(n):
            self.totals[s] += halves[s]
        points = tuple(h / 2 for h in halves)
        title = f"Round {self.round_no}"
        if self.rumor is not None:
            title += f": {rumors()[self.rumor].title}"
        if self.ended_early:
            title += f" (ended after {len(self.history) - 1} tricks)"
        self.rounds.append(RoundResult(self.round_no, points, lines, title))
        if self.trump_marker:
            self.supply += 1
            self.trump_marker = False
        if self.elixir is not None:
            events.append(ElixirSpent(self.elixir, False))
            self.elixir = None
        events.append(RoundScored(self.round_no, points, self.scores()))
        if self.round_no < ROUNDS:
            events.extend(self._catch_up())
        self._round_potions += (tuple(map(len, self.gained)),)
        self._to_move = ()
        self.keep_round_end(self.round_no)  # the table shows the round's end under its summary
        events.append(RoundClosed(self.round_no, self.rumor, tuple(self.tricks_won), tuple(map(tuple, self.gained)),
                                  self.shown_by, self.revealed_hand))
        if self.round_no < ROUNDS:
            events.extend(self.start_round())
            return events
        self.end_game()
        events.append(GameOver(self.winners(), self.scores()))
        return events

    def _catch_up(self) -> list[Event]:
        """A potion for every seat behind the leader(s) on the running totals (for everyone if
        all tie), one at a time from the auction winner's left."""
        n = self.players
        best = max(self.totals)
        everyone = all(t == best for t in self.totals)
        first = (self.auction_winner or 0) + 1
        order = [(first + k) % n for k in range(n)]
        return [self._gain(s, "catch-up") for s in order if everyone or self.totals[s] < best]

    def scores(self) -> tuple[float, ...]:
        return tuple(t / 2 for t in self.totals)

    def winners(self) -> tuple[int, ...]:
        """The highest total; a tie goes to the most potions left; still tied, a shared win."""
        best = max(self.totals)
        top = [s for s in range(self.players) if self.totals[s] == best]
        most = max(self.potions[s] for s in top)
        return tuple(s for s in top if self.potions[s] == most)

    # --- knowledge ------------------------------------------------------------------------------
    def _shown_trick(self, seat: int) -> tuple[TrickPlay, ...]:
        shown = []
        for i, play in enumerate(self.trick):
            if play.face_down and play.seat != seat:
                play = TrickPlay(play.seat, None, play.suit if i == 0 else None, None, play.effects, True)
            shown.append(play)
        return tuple(shown)

    def observation(self, seat: int) -> VazerneirosObservation:
        to_move = self._to_move
        all_bid = self.phase != AUCTION_PHASE
        return VazerneirosObservation(
            seat=seat,
            players=self.players,
            to_move=to_move,
            legal_actions=tuple(self.legal_actions(seat)) if seat in to_move else (),
            hand=tuple(self.hands[seat]),
            hand_counts=tuple(map(len, self.hands)),
            round_no=self.round_no,
            scores=self.scores(),
            is_over=self.over,
            history=tuple(self.history),
            phase=self.phase,
            track=self.track,
            offered=self.offered,
            rumor=self.rumor,
            trump=self.trump,
            bids_in=tuple(b is not None for b in self.bids),
            my_bid=self.bids[seat],
            bids=tuple(self.bids) if all_bid else (None,) * self.players,
            auction_winner=self.auction_winner,
            potions=tuple(self.potions),
            supply=self.supply,
            trump_marker=self.trump_marker,
            elixir=self.elixir,
            leader=self.leader,
            trick=self._shown_trick(seat),
            trick_no=self.trick_no,
            tricks_total=self.tricks_total,
            tricks_won=tuple(self.tricks_won),
            table_cards=tuple(self.table_cards),
            revealed_hand=self.revealed_hand,
            ended_early=self.ended_early,
            round_points=tuple(r.points for r in self.rounds),
            round_potions=self._round_potions,
            my_pile=tuple(self.piles[seat]),
            negative_rumors=self.negative_rumors,
            known_in_hands=tuple(tuple(c for c in self.hands[s] if c in self.swapped) for s in range(self.players)),
        )

    def hidden_cards(self, seat: int) -> set[Card]:
        """Other hands (but for cards taken openly in rumor 13's swaps and a hand rumor 11 shows), other seats' auction cards until all are laid, face-down cards others
        played and the cards set aside."""
        shown = self.swapped.union(self.revealed_hand)
        hidden = {c for s, hand in enumerate(self.hands) if s != seat for c in hand if c not in shown}
        hidden.update(self.aside)
        if self.phase == AUCTION_PHASE:
            hidden.update(b for s, b in enumerate(self.bids) if b is not None and s != seat)
        hidden.update(p.card for p in self.trick if p.face_down and p.seat != seat)  # type: ignore[misc]
        return hidden

    @classmethod
    def sample_from(cls, observation: VazerneirosObservation, rng: random.Random) -> VazerneirosState:
        """A full state ``observation`` could come from: the unseen cards dealt at random among
        the deals that fit what the seat saw (``sampling``). An auction card another seat laid
        while the auction is still open is taken back: that seat is to move again in the
        sample, for a search to decide."""
        return sample_state(cls, observation, rng)

    # --- results --------------------------------------------------------------------------------
    def result(self) -> GameResult:
        extra: dict[str, Any] = {"potions": list(self.potions)}
        return GameResult(
            game=self.game_id,
            players=self.players,
            scores=self.scores(),
            winners=self.winners() if self.over else (),
            rounds=tuple(self.rounds),
            finished=self.over,
            extra=extra,
        )

    phases = {
        AUCTION_PHASE: Phase(_legal_bid, _bid, _why_not_bid),
        RUMOR_PHASE: Phase(_legal_rumor, _choose_rumor, _why_not_rumor),
        TRUMP_PHASE: Phase(_legal_trump, _choose_trump, _why_not_trump),
        TRICK_PHASE: Phase(_legal_play, _play, _why_not_play),
        EXCHANGE_PHASE: Phase(_legal_exchange, _exchange, _why_not_exchange),
        LEADER_PHASE: Phase(_legal_leader, _choose_leader, _why_not_leader),
        OVER_PHASE: OVER,
    }
