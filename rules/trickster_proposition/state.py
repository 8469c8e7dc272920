"""The rules of The Trickster Proposition (2 players) as a ``GameState``.

Each trick: Ea-Nasir turns up his top card, the leader plays, the other player follows (or
bribes), then the loser gives one of the three cards to Ea-Nasir and the winner keeps one of the
two left; the loser takes the last. Nine tricks make a round; rounds go on until someone (Ea-Nasir
included) has two round wins and more than anyone else.

The hot path (``to_move``, ``legal_actions``, ``apply``) works on plain lists and interned cards
and actions so random play and search stay fast.
"""

from __future__ import annotations

import random
from typing import Any

from rules.copper_trickster.deck import SUIT_NAMES
from rules.copper_trickster.quality import BAD, GREAT, SLOT_SHORT
from rules.core.actions import CardAction
from rules.core.cards import Card
from rules.core.errors import IllegalAction
from rules.core.events import Event, GameOver, Notice, RoundStarted, card_played
from rules.core.results import GameResult, RoundResult
from rules.core.rounds import OVER, Phase, PhasedGame
from rules.core.state import FLAT, NESTED, VALUE
from rules.core.tricks import follow_suit
from rules.trickster_proposition.actions import (
    BRIBE_SLOTS,
    GIVE,
    KEEP,
    PLAY,
    Action,
    Bribe,
    bribe_actions,
    give_actions,
    keep_actions,
    parse_action,
    play_actions,
)
from rules.trickster_proposition.deal import (
    HAND_SIZE,
    TRICKS,
    FixedDeal,
    game_chance,
    read_deal,
    round_deal,
    suits_in_play,
)
from rules.trickster_proposition.events import (
    Bribed,
    EaNasirWinsGame,
    RoundRevealed,
    RoundWinsScored,
    RoundWon,
    SlotPeeked,
    card_given,
    card_kept,
    card_left,
    ea_turns_up,
)
from rules.trickster_proposition.observation import SortedTrick, TricksterPropositionObservation
from rules.trickster_proposition.sampling import deal_unseen, guess_suits
from rules.trickster_proposition.scoring import (
    COPPER_LABEL,
    EA_NASIR,
    game_winner,
    round_result,
    round_winners,
    score_round,
)
from rules.trickster_proposition.tricks import trick_won

PLAYERS = 2
PHASE_PLAY, PHASE_GIVE, PHASE_KEEP, PHASE_OVER = "play", "give", "keep", "over"


class TricksterPropositionState(PhasedGame):
    """One game. Public attributes are the whole truth (for tests and debugging); players and
    bots read ``observation(seat)``. ``draw`` is Ea-Nasir's face-down pile with its top last."""

    game_id = "trickster_proposition"
    title = "The Trickster Proposition"
    player_counts = (PLAYERS,)
    over_phase = PHASE_OVER
    clone_shapes = {
        **PhasedGame.clone_shapes,
        "suits": VALUE,
        "round_points": VALUE,
        "player_suits": VALUE,
        "slot_suits": VALUE,
        "round_winners": FLAT,
        "hands": NESTED,
        "draw": FLAT,
        "bribes": FLAT,
        "trick": FLAT,
        "sorting": FLAT,
        "piles": NESTED,
        "ea_won": FLAT,
        "history": FLAT,
    }

    def setup(self) -> None:
        self.fixed: FixedDeal | None = read_deal(self.deal) if self.deal is not None else None
        # The game's chance draws come first from round 1's source (one generator less to seed).
        self._first_rng: random.Random | None = self.round_rng(1)
        self.removed_suit, self.first_player = game_chance(self._first_rng, self.fixed)
        self.suits: tuple[str, ...] = suits_in_play(self.removed_suit)
        self.ea_round_wins = 0
        self.round_points: tuple[tuple[int, int, int], ...] = ()
        self.round_winners: list[tuple[int, ...]] = []  # per round, indices as in round_points
        self.game_winner: int | None = None  # 0, 1, or EA_NASIR once over
        # Round state, set by deal_round.
        self.round_first = self.first_player
        self.hands: list[list[Card]] = [[], []]
        self.draw: list[Card] = []
        self.player_suits: tuple[str, str] = ("", "")
        self.slot_suits: tuple[tuple[str, str], ...] = ()
        self.bribes: list[str | None] = [None, None]
        self.revealed = False
        self.phase = PHASE_PLAY
        self.leader = self.first_player
        self.trick_no = 0
        self.trick: list[tuple[int, Card]] = []
        self.led_suit: str | None = None
        self.ea_card: Card | None = None
        self.briber: int | None = None
        self.winner: int | None = None
        self.loser: int | None = None
        self.sorting: list[Card] = []
        self.given: Card | None = None
        self.piles: list[list[Card]] = [[], []]
        self.ea_won: list[Card] = []
        self.history: list[SortedTrick] = []

    @property
    def round_wins(self) -> list[int]:
        """Each player's round wins: the running ``totals`` by this game's name."""
        return self.totals

    @round_wins.setter
    def round_wins(self, value: list[int]) -> None:
        self.totals = value

    # --- setup ----------------------------------------------------------------------------------
    def deal_round(self) -> list[Event]:
        fixed = self.fixed_this_round(self.fixed.rounds if self.fixed is not None else (), None)
        rng = self._first_rng if self._first_rng is not None else self.round_rng(self.round_no)
        self._first_rng = None  # only round 1 uses it
        setup = round_deal(rng, self.removed_suit, fixed)
        # The first player alternates: the game's first player leads the odd rounds.
        self.round_first = self.first_player if self.round_no % 2 else 1 - self.first_player
        self.hands = [sorted(h) for h in setup.hands]
        self.draw = list(reversed(setup.ea_pile))
        self.player_suits = setup.suits.players
        self.slot_suits = ((GREAT, setup.suits.great), (BAD, setup.suits.bad))
        self.bribes = [None, None]
        self.revealed = False
        self.piles = [[], []]
        self.ea_won = []
        self.history = []
        self.trick_no = 0
        self.leader = self.round_first
        events: list[Event] = [RoundStarted(self.round_no, None, self.round_first, HAND_SIZE)]
        self._start_trick(events)
        return events

    def _start_trick(self, events: list[Event]) -> None:
        self.trick_no += 1
        self.trick = []
        self.led_suit = None
        self.briber = None
        self.winner = None
        self.loser = None
        self.given = None
        self.sorting = []
        card = self.draw.pop()
        self.ea_card = card
        self.phase = PHASE_PLAY
        self.give_turn(self.leader)
        events.append(ea_turns_up(card))

    # --- turn: each phase's rules are in ``phases`` ---------------------------------------------

    def allowed_slots(self, seat: int) -> tuple[str, ...]:
        """The slots ``seat`` may look at by bribing now: none once it has bribed this round;
        only the other one if the other player bribed first."""
        if self.bribes[seat] is not None:
            return ()
        taken = self.bribes[1 - seat]
        return BRIBE_SLOTS if taken is None else tuple(s for s in BRIBE_SLOTS if s != taken)

    def legal_actions(self, seat: int) -> list[Any]:
        if seat != self.turn:
            return []
        return self.phases[self.phase].legal(self, seat)  # type: ignore[return-value]

    def _legal_play(self, seat: int) -> list[Any]:
        hand = self.hands[seat]
        plays = play_actions().actions
        if not self.trick:
            return [plays[c.index] for c in hand]
        led = self.led_suit
        out: list[Action] = [plays[c.index] for c in follow_suit(hand, led)]
        if self.bribes[seat] is None:
            bribes = bribe_actions()
            taken = self.bribes[1 - seat]
            if taken is None:
                for c in hand:
                    out.extend(bribes[c.index])
            else:
                i = 1 if taken == GREAT else 0
                out.extend(bribes[c.index][i] for c in hand)
        return out

    def _legal_give(self, seat: int) -> list[Any]:
        gives = give_actions().actions
        return [gives[c.index] for c in self.sorting]

    def _legal_keep(self, seat: int) -> list[Any]:
        keeps = keep_actions().actions
        return [keeps[c.index] for c in self.sorting]

    def parse_action(self, text: str) -> Any:
        default = self.phase if self.phase in (GIVE, KEEP) else PLAY
        return parse_action(text, default)

    # --- play -----------------------------------------------------------------------------------
    def apply(self, seat: int, action: Any) -> list[Event]:
        """Chosen by the action's kind, not the phase: a move of another phase is refused with
        the words of the phase it belongs to."""
        kind = type(action)
        if kind is CardAction:
            by_verb = _BY_VERB.get(action.verb)
            if by_verb is not None:
                return by_verb(self, seat, action.card)
        elif kind is Bribe:
            return self._bribe(seat, action.card, action.slot)
        raise IllegalAction(
            f"{action} is not an action of this game: play, bribe, give or keep a card "
            "(like 'play 5F', 'bribe 5F great', 'give 5F', 'keep 3B')"
        )

    def _check_turn(self, seat: int, phase: str) -> None:
        if self.over:
            raise IllegalAction("the game is over")
        self.check_seat(seat)
        if self.phase != phase:
            raise IllegalAction(_PHASE_WAIT[self.phase])
        if seat != self.turn:
            raise IllegalAction(_NOT_YOUR_TURN[phase])

    def _play(self, seat: int, card: Card) -> list[Event]:
        if self.phase != PHASE_PLAY or seat != self.turn:
            self._check_turn(seat, PHASE_PLAY)
        hand = self.hands[seat]
        if card not in hand:
            raise IllegalAction(f"you do not hold the {card.name}")
        trick = self.trick
        if trick:
            led = self.led_suit
            if card.suit != led and any(c.suit == led for c in hand):
                words = SUIT_NAMES[led]  # type: ignore[index]
                raise IllegalAction(f"you must follow {words} (or bribe): you hold some")
        hand.remove(card)
        trick.append((seat, card))
        events: list[Event] = [card_played(seat, card, self.trick_no)]
        if len(trick) == 1:
            self.led_suit = card.suit
            self.give_turn(1 - seat)
            return events
        self._close_trick(events)
        return events

    def _bribe(self, seat: int, card: Card, slot: str) -> list[Event]:
        self._check_turn(seat, PHASE_PLAY)
        if not self.trick:
            raise IllegalAction("only the player who follows may bribe, not the leader")
        if self.bribes[seat] is not None:
            raise IllegalAction("you have already bribed this round (once a round)")
        if slot not in self.allowed_slots(seat):
            taken = self.bribes[1 - seat]
            raise IllegalAction(
                f"the other player already looked at the {SLOT_SHORT[taken]} slot: "  # type: ignore[index]
                f"you may only look at the other one"
            )
        hand = self.hands[seat]
        if card not in hand:
            raise IllegalAction(f"you do not hold the {card.name}")
        hand.remove(card)
        self.trick.append((seat, card))
        self.bribes[seat] = slot
        self.briber = seat
        suit = dict(self.slot_suits)[slot]
        events: list[Event] = [Bribed(seat, slot), card_played(seat, card, self.trick_no)]
        self._close_trick(events)  # the briber loses the trick
        events.append(SlotPeeked(seat, slot, suit))
        return events

    def _close_trick(self, events: list[Event]) -> None:
        won = trick_won(self.trick, self.trick_no, self.ea_card, self.briber)
        winner = won.seat
        self.winner = winner
        self.loser = 1 - winner
        events.append(won)
        self.sorting = [self.ea_card, self.trick[0][1], self.trick[1][1]]  # type: ignore[list-item]
        self.phase = PHASE_GIVE
        self.give_turn(self.loser)

    def _give(self, seat: int, card: Card) -> list[Event]:
        if self.phase != PHASE_GIVE or seat != self.turn:
            self._check_turn(seat, PHASE_GIVE)
        if card not in self.sorting:
            raise IllegalAction(f"the {card.name} is not one of this trick's cards")
        self.sorting.remove(card)
        self.ea_won.append(card)
        self.given = card
        self.phase = PHASE_KEEP
        self.give_turn(self.winner)  # type: ignore[arg-type]
        return [card_given(seat, card)]

    def _keep(self, seat: int, card: Card) -> list[Event]:
        if self.phase != PHASE_KEEP or seat != self.turn:
            self._check_turn(seat, PHASE_KEEP)
        sorting = self.sorting
        if card not in sorting:
            raise IllegalAction(f"the {card.name} is not one of the two cards left to share")
        sorting.remove(card)
        left = sorting.pop()
        winner, loser = seat, 1 - seat
        self.piles[winner].append(card)
        self.piles[loser].append(left)
        briber = self.briber
        self.history.append(
            SortedTrick(
                self.trick_no,
                self.leader,
                self.ea_card,  # type: ignore[arg-type]
                tuple(self.trick),
                winner,
                loser,
                self.bribes[briber] if briber is not None else None,
                self.given,  # type: ignore[arg-type]
                card,
                left,
            )
        )
        events: list[Event] = [card_kept(winner, card), card_left(loser, left)]
        # The briber leads the next trick; otherwise the winner does.
        self.leader = briber if briber is not None else winner
        if self.trick_no < TRICKS:
            self._start_trick(events)
            return events
        return self._finish_round(events)

    def _finish_round(self, events: list[Event]) -> list[Event]:
        last = self.draw.pop()
        self.ea_won.append(last)
        self.revealed = True
        self.trick = []
        self.led_suit = None
        self.ea_card = None
        self.briber = self.winner = self.loser = self.given = None
        events.append(RoundRevealed(self.round_no, self.slot_suits, self.player_suits, last))
        great, bad = self.slot_suits[0][1], self.slot_suits[1][1]
        points, breakdown = score_round(self.player_suits, great, bad, self.piles, self.ea_won)
        top = round_winners(points)
        for i in top:
            if i == EA_NASIR:
                self.ea_round_wins += 1
            else:
                self.round_wins[i] += 1
        self.round_points += (points,)
        self.round_winners.append(top)
        # The score sheet counts round wins (Ea-Nasir's in his own column); the copper points
        # are each column's breakdown.
        self.rounds.append(round_result(self.round_no, self.player_suits, points, breakdown))
        gained = tuple(int(seat in top) for seat in range(PLAYERS))
        seats = tuple(i for i in top if i != EA_NASIR)
        events.append(RoundWon(self.round_no, points, seats, EA_NASIR in top))
        ea_gained = int(EA_NASIR in top)
        events.append(RoundWinsScored(self.round_no, gained, tuple(self.round_wins), ea_gained, self.ea_round_wins))
        self.keep_round_end(self.round_no)  # the table shows the round's end under its summary
        winner = game_winner((*self.round_wins, self.ea_round_wins))
        if winner is None:
            if max(*self.round_wins, self.ea_round_wins) >= 2:
                events.append(Notice("Several have two round wins or more and are tied: play goes on."))
            events.extend(self.start_round())
            return events
        self.end_game()
        self.game_winner = winner
        if winner == EA_NASIR:
            events.append(EaNasirWinsGame((), tuple(self.round_wins), self.ea_round_wins))
        else:
            events.append(GameOver((winner,), tuple(self.round_wins)))
        return events

    # --- knowledge ------------------------------------------------------------------------------
    def observation(self, seat: int) -> TricksterPropositionObservation:
        revealed = self.revealed
        mine = self.bribes[seat]
        return TricksterPropositionObservation(
            seat=seat,
            players=PLAYERS,
            to_move=self._to_move,
            legal_actions=tuple(self.legal_actions(seat)) if seat == self.turn else (),
            hand=tuple(self.hands[seat]),
            hand_counts=(len(self.hands[0]), len(self.hands[1])),
            round_no=self.round_no,
            scores=tuple(self.round_wins),
            is_over=self.over,
            history=tuple(self.history),
            phase=self.phase,
            removed_suit=self.removed_suit,
            first_player=self.round_first,
            my_suit=self.player_suits[seat],
            player_suits=self.player_suits if revealed else tuple(
                s if i == seat else None for i, s in enumerate(self.player_suits)
            ),
            known=self.slot_suits if revealed else tuple(p for p in self.slot_suits if p[0] == mine),
            revealed=revealed,
            bribes=tuple(self.bribes),
            ea_card=self.ea_card,
            ea_pile_left=len(self.draw),
            trick=tuple(self.trick),
            leader=self.leader,
            trick_no=self.trick_no,
            briber=self.briber,
            sorting=tuple(self.sorting),
            winner=self.winner,
            loser=self.loser,
            piles=(tuple(self.piles[0]), tuple(self.piles[1])),
            ea_pile=tuple(self.ea_won),
            ea_round_wins=self.ea_round_wins,
            round_points=self.round_points,
        )

    def hidden_cards(self, seat: int) -> set[Card]:
        """The other hand and Ea-Nasir's face-down pile (his last card until the revelation)."""
        return {*self.hands[1 - seat], *self.draw}

    @classmethod
    def sample_from(
        cls, observation: TricksterPropositionObservation, rng: random.Random
    ) -> TricksterPropositionState:
        """A full state ``observation`` could come from: the other hand, Ea-Nasir's pile and the
        unknown suit cards dealt at random, consistently with what the seat has seen."""
        obs = observation
        seat, other = obs.seat, 1 - obs.seat
        state = cls(obs.players, {}, seed=rng.randrange(2**31), deal={"removed_suit": obs.removed_suit})
        state.deal = None
        state.fixed = None
        state.removed_suit = obs.removed_suit
        state.suits = suits_in_play(obs.removed_suit)
        state.round_no = obs.round_no
        state.round_first = obs.first_player
        state.first_player = obs.first_player if obs.round_no % 2 else 1 - obs.first_player
        state.round_wins = list(obs.scores)
        state.ea_round_wins = obs.ea_round_wins
        state.round_points = obs.round_points
        state.round_winners = [round_winners(p) for p in obs.round_points]
        # Past rounds' breakdowns are not in the observation; keep their points.
        state.rounds = [
            RoundResult(i + 1, tuple(int(s in w) for s in range(PLAYERS + 1)), ((), (), ()), f"Round {i + 1}")
            for i, w in enumerate(state.round_winners)
        ]
        state.over = obs.is_over
        state.game_winner = game_winner((*obs.scores, obs.ea_round_wins)) if obs.is_over else None
        player_suits, slot_suits = guess_suits(obs, rng)
        state.player_suits = player_suits
        state.slot_suits = slot_suits
        other_hand, draw = deal_unseen(obs, rng)
        state.hands = [[], []]
        state.hands[seat] = list(obs.hand)
        state.hands[other] = sorted(other_hand)
        state.draw = draw
        state.bribes = list(obs.bribes)
        state.revealed = obs.revealed
        state.phase = obs.phase
        state.turn = obs.to_move[0] if obs.to_move else -1
        state._to_move = tuple(obs.to_move)
        state.leader = obs.leader
        state.trick_no = obs.trick_no
        state.trick = list(obs.trick)
        state.led_suit = obs.trick[0][1].suit if obs.trick else None
        state.ea_card = obs.ea_card
        state.briber = obs.briber
        state.winner = obs.winner
        state.loser = obs.loser
        state.sorting = list(obs.sorting)
        state.given = obs.ea_pile[-1] if obs.phase == PHASE_KEEP else None
        state.piles = [list(p) for p in obs.piles]
        state.ea_won = list(obs.ea_pile)
        state.history = list(obs.history)
        state._start_events = []
        return state

    # --- results --------------------------------------------------------------------------------
    def result(self) -> GameResult:
        winner = self.game_winner
        return GameResult(
            game=self.game_id,
            players=PLAYERS,
            scores=tuple(self.round_wins),
            winners=(winner,) if self.over and winner is not None and winner != EA_NASIR else (),
            rounds=tuple(self.rounds),
            finished=self.over,
            extra={
                "ea_nasir_round_wins": self.ea_round_wins,
                "ea_nasir_wins": self.over and winner == EA_NASIR,
                "ea_nasir_points": [p[EA_NASIR] for p in self.round_points],
                "copper_points": [list(p) for p in self.round_points],
                "ea_nasir_breakdown": [
                    [item.to_json() for item in r.breakdown[EA_NASIR] if item.label != COPPER_LABEL]
                    for r in self.rounds
                ],
                "round_winners": [list(w) for w in self.round_winners],
                "removed_suit": self.removed_suit,
                # The generic name of a winner who has no seat (the command line prints it).
                "winner_not_seated": "Ea-Nasir" if self.over and winner == EA_NASIR else None,
            },
        )

    phases = {
        PHASE_PLAY: Phase(_legal_play, apply),
        PHASE_GIVE: Phase(_legal_give, apply),
        PHASE_KEEP: Phase(_legal_keep, apply),
        PHASE_OVER: OVER,
    }


_BY_VERB = {
    PLAY: TricksterPropositionState._play,
    GIVE: TricksterPropositionState._give,
    KEEP: TricksterPropositionState._keep,
}
_PHASE_WAIT = {
    PHASE_PLAY: "the trick is being played: play a card (or bribe), not sort",
    PHASE_GIVE: "the trick's cards are being sorted: its loser gives one to Ea-Nasir first",
    PHASE_KEEP: "the trick's winner keeps one of the two cards left first",
    PHASE_OVER: "the game is over",
}
_NOT_YOUR_TURN = {
    PHASE_PLAY: "it is not your turn to play",
    PHASE_GIVE: "only the trick's loser gives a card to Ea-Nasir",
    PHASE_KEEP: "only the trick's winner keeps a card",
}
