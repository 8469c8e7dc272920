"""Vazerneiros on the table (3-5 players).

The other seats sit in a row along the top, each with its fan of backs, its potion tokens and,
while it holds it, the Alchemy Elixir; the hierarchy track (suit tokens, highest first, and rumor
5's trump marker) and the potion supply on the left; the trick in the middle, where the auction's
cards are laid too; the three rumor cards on the right, then the chosen one alone with its full
text. A round: everyone lays an auction card face down (they turn up together), the winner clicks
a rumor (and, for rumor 5, a suit on the track), then the tricks: a card of the hand, and, when
potions could change it, the potion choice before Play. Rumor 13's exchange is a click in the
hand and one on the table; rumor 16's next leader a button per player.

Where the pieces rest is in ``pieces``, how events move them in ``moves``, the turns in
``choices``, the deck's look in ``look``. The table keeps no copy of the game: it draws from the
shown seat's observation and the events, its own hidden cards included (``BidChosen`` and
``FaceDownChosen`` are told to that seat alone), and a round's notes come from the rules'
``RoundClosed``.
"""

from __future__ import annotations

from typing import Any

from game.anim import Step
from game.art.styles import DeckStyle
from game.tables.vazerneiros import moves
from game.table.choice import Choice, WhyNot
from game.table.module import Pile, SeatName, Stage
from game.table.tricks import TrickTable
from game.tables.vazerneiros.choices import (
    bid_choice,
    exchange_choice,
    leader_choice,
    play_choice,
    rumor_choice,
    trump_choice,
)
from game.tables.vazerneiros.look import vazerneiros_style
from game.pieces.text_card import TextCardSprite
from game.tables.vazerneiros.pieces import (
    placements,
    preview_piece,
    trick_spot,
)
from game.table.view import Placement
from rules.core.actions import CardActions
from rules.core.events import CardPlayed, Event, RoundStarted, TrickWon, says
from rules.core.results import GameResult, RoundResult
from rules.core.words import counted
from rules.vazerneiros.deck import SUIT_NAMES, bid_actions
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
from rules.vazerneiros.observation import (
    AUCTION_PHASE,
    EXCHANGE_PHASE,
    LEADER_PHASE,
    RUMOR_PHASE,
    TRICK_PHASE,
    TRUMP_PHASE,
)
from rules.vazerneiros.rumors import WHISPERS_OF_THE_FALLEN
from rules.vazerneiros.scoring import PAIR_SUITS, round_so_far

PREVIEW = "preview"  # the potion choice's card as it will be played


class VazerneirosTable(TrickTable):
    verb = "play"
    deal_from = "trick"
    move_flags = ("bids_in",)

    def __init__(self) -> None:
        self.obs: Any = None  # the shown observation the pieces were last laid out from
        self.closed: RoundClosed | None = None  # the rules' account of the round just over
        self.stage: Stage | None = None  # the last stage laid out (the potion preview goes there)
        self.potion: Any = None  # the potion choice open now, if any (its preview survives a new layout)

    def deck_style(self) -> DeckStyle:
        return vazerneiros_style()

    def card_actions(self) -> CardActions:
        return bid_actions()

    def required_anchors(self, players: int) -> list[str]:
        names = ["track", "supply", "trick", "rumors"]
        for i in range(players):
            names += [f"trick_{i}", f"pots_{i}", f"elixir_{i}"]
            if i:
                names.append(f"fan_{i}")
        return names

    def placements(self, obs: Any, stage: Stage) -> list[Placement]:
        self.stage = stage
        self.obs = obs
        out = placements(obs, stage, self.names)
        potion = self.potion
        if potion is not None and stage.viewer == obs.seat and potion.card in obs.hand:
            out.append(Placement(PREVIEW, preview_piece(potion, stage), trick_spot(stage, obs.seat), 55))
        return out

    def seat_lines(self, obs: Any, seat: int) -> list[str]:
        """The round so far first, as the rules would score it if it ended now (a short plate
        shows only that line): tricks and points, or under rumors 17 and 18 the cards of the
        two counted suits won; then potions and what the seat is doing or holds. Tricks taken are
        public, so every viewer sees every seat's."""
        points, suits = round_so_far(obs.rumor, obs.history, obs.players)
        score = counted(points[seat], "point")
        if obs.rumor in PAIR_SUITS:
            good, bad = PAIR_SUITS[obs.rumor]
            first = f"{suits[seat][good]} {SUIT_NAMES[good]} · {suits[seat][bad]} {SUIT_NAMES[bad]}"
            words = [score, counted(obs.potions[seat], "potion")]
        else:
            first = f"{counted(obs.tricks_won[seat], 'trick')} · {score}"
            words = [counted(obs.potions[seat], "potion")]
        if obs.elixir == seat:
            words.append("Elixir")
        if obs.phase == AUCTION_PHASE:
            words.append("bid laid" if obs.bids_in[seat] else "to bid")
        elif obs.auction_winner == seat and obs.phase in (RUMOR_PHASE, TRUMP_PHASE):
            words.append("won the bid")
        elif obs.phase == TRICK_PHASE and obs.leader == seat and obs.to_move and not obs.is_over:
            words.append("leads")
        return [first, " · ".join(words)]

    def piles(self, obs: Any, stage: Stage) -> list[Pile]:
        return []  # tricks won are counted on the seat plates

    def closes_round(self, event: Event) -> bool:
        """The catch-up potions and the rules' account of the round follow the score but belong
        to the round: they play, and the summary reads the account, before it opens."""
        return isinstance(event, RoundClosed) or isinstance(event, PotionGained) and event.reason == "catch-up"

    # --- the turn -------------------------------------------------------------------------------
    def turn(self, obs: Any, why_not: WhyNot | None = None) -> Choice:
        phase = obs.phase
        if phase == AUCTION_PHASE:
            return bid_choice(obs, why_not)
        if phase == RUMOR_PHASE:
            return rumor_choice(obs)
        if phase == TRUMP_PHASE:
            return trump_choice(obs)
        if phase == EXCHANGE_PHASE:
            return exchange_choice(obs)
        if phase == LEADER_PHASE:
            return leader_choice(obs, lambda: self.names)
        return play_choice(obs, why_not, self._preview)

    def _preview(self, choice: Any) -> None:
        """The potion choice changed: lay its preview in the shown seat's place in the trick
        (``None``: the choice was left, the preview goes)."""
        self.potion = choice
        stage = self.stage
        if stage is None:
            return
        view = stage.view
        if choice is None or stage.viewer is None:
            view.remove(PREVIEW)
            return
        piece = preview_piece(choice, stage)
        spot = trick_spot(stage, stage.viewer)
        sprite = view.get(PREVIEW)
        if isinstance(sprite, TextCardSprite):
            sprite.set_spec(piece)
            sprite.pos = spot
        else:
            view.spawn_piece(PREVIEW, piece, spot, 55)

    # --- events -----------------------------------------------------------------------------------
    def animate(self, event: Event, stage: Stage) -> list[Step]:
        name = self.name
        if event.visible_to is not None and stage.viewer not in event.visible_to:
            return []  # another seat's secret: the shown seat sees the public event beside it
        if isinstance(event, RoundStarted):
            self.closed = None
            return [moves.clear_round(stage), *moves.marker_home(stage), *self._deal(event, stage)]
        if isinstance(event, TrackDrawn):
            return moves.track_drawn(stage, event.track)
        if isinstance(event, RumorsRevealed):
            return moves.rumors_revealed(stage, event.rumors)
        if isinstance(event, BidChosen):
            return moves.own_bid(stage, event.seat, event.card)
        if isinstance(event, BidLaid):
            return moves.bid_laid(stage, event.seat, name(event.seat))
        if isinstance(event, BidsRevealed):
            return moves.bids_revealed(stage, event.bids, event.winner, name)
        if isinstance(event, RumorChosen):
            return moves.rumor_chosen(stage, event.rumor)
        if isinstance(event, PotionGained):
            if not event.granted:
                return moves.announce(stage, f"{name(event.seat)}: no potion, {event.why_lost}", moves.FELT_INK)
            return moves.potion_to_seat(stage, event.seat)
        if isinstance(event, ElixirTaken):
            return moves.elixir_taken(stage, event.seat)
        if isinstance(event, ElixirSpent):
            return moves.elixir_spent(stage, event.seat, event.used)
        if isinstance(event, TrumpChosen):
            return moves.marker_to_track(stage, event.suit) if event.marker else []
        if isinstance(event, (CardPlayed, FaceDownChosen, FaceDownPlayed)):
            stage.view.remove(PREVIEW)
            self.potion = None
        if isinstance(event, CardPlayed):
            return moves.card_laid(stage, event.seat, event.card, False, None, name(event.seat))
        if isinstance(event, FaceDownChosen):
            return moves.own_face_down(stage, event.seat, event.card, event.counted_as)
        if isinstance(event, FaceDownPlayed):
            return moves.card_laid(stage, event.seat, None, True, event.led, name(event.seat))
        if isinstance(event, PotionsUsed):
            return moves.potions_used(stage, event.seat, event.cost, event.suit, event.value, stage.viewer == event.seat)
        if isinstance(event, TrickRevealed):
            return moves.trick_revealed(stage, event.plays)
        if isinstance(event, TrickWon):
            return moves.trick_taken(stage, event.seat, self._exchange_follows(event))
        if isinstance(event, CardExchanged):
            return moves.card_exchanged(stage, event.seat, event.given, event.taken)
        if isinstance(event, TableCardsTaken):
            return moves.table_taken(stage, event.seat)
        if isinstance(event, LeaderChosen):
            return moves.announce(stage, f"{says(name, event.leader, 'leads', 'lead')} the next trick")
        if isinstance(event, HandRevealed):
            text = f"Ritual of Paths: {says(name, event.seat, 'has', 'have')} no new suit — the tricks end"
            return moves.hand_revealed(stage, event.cards, text)
        if isinstance(event, RoundClosed):
            self.closed = event
        return []

    def _exchange_follows(self, event: TrickWon) -> bool:
        """Rumor 13: the trick's cards stay on the table for the swaps (not after the last trick)."""
        obs = self.obs
        return obs is not None and obs.rumor == WHISPERS_OF_THE_FALLEN and event.trick_no < obs.tricks_total

    # --- notes ----------------------------------------------------------------------------------
    def round_notes(self, result: RoundResult, name: SeatName) -> list[str]:
        """The rules' account of the round (its rumor, tricks, potions gained and why)."""
        closed = self.closed
        return closed.notes(name) if closed is not None and closed.round_no == result.round_no else []

    def result_notes(self, result: GameResult, name: SeatName) -> list[str]:
        """The potions left, and how a tie on points was broken (the most potions left)."""
        potions = list(result.extra.get("potions", []))
        notes: list[str] = []
        if potions:
            notes.append("Potions left: " + ", ".join(f"{name(s)} {p}" for s, p in enumerate(potions)) + ".")
        best = max(result.scores) if result.scores else 0
        tied = [s for s, v in enumerate(result.scores) if v == best]
        if len(tied) > 1 and potions:
            who = " and ".join(name(s) for s in result.winners)
            if len(result.winners) == 1:
                notes.append(f"Tied on points: {who} wins with the most potions left.")
            else:
                notes.append(f"Tied on points and on potions: {who} share the win.")
        return notes


TABLE = VazerneirosTable

__all__ = ["TABLE", "VazerneirosTable"]
