"""Vazerneiros on the table (3-5 players).

The other seats sit in a row along the top, each with its fan of backs, its potion tokens and,
while it holds it, the Alchemy Elixir; the hierarchy track (suit tokens, highest first, and rumor
5's trump marker) and the potion supply on the left; the trick in the middle, where the auction's
cards are laid too; the three rumor cards on the right, then the chosen one alone with its full
text. A round: everyone lays an auction card face down (they turn up together), the winner clicks
a rumor (and, for rumor 5, a suit on the track), then the tricks: a card of the hand, and, when
potions could change it, the potion choice before Play. Rumor 13's exchange is a click in the
hand and one on the table; rumor 16's next leader a button per player.

Where the pieces rest is in ``vazerneiros_pieces``, how events move them in ``vazerneiros_moves``,
the turns in ``vazerneiros_choices``, the deck's look in ``vazerneiros_look``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.anim import Step
from game.art.styles import DeckStyle
from game.tables.vazerneiros import moves
from game.table.choices import Action, Choice, WhyNot
from game.table.module import Pile, SeatName, Stage
from game.table.tricks import TrickTable
from game.tables.vazerneiros.choices import (
    Noting,
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
    called,
    placements,
    plural,
    preview_piece,
    trick_spot,
)
from game.table.view import Placement
from rules.core.actions import CardAction, CardActions
from rules.core.cards import Card
from rules.core.events import CardPlayed, Event, RoundScored, RoundStarted, TrickWon
from rules.core.results import GameResult, RoundResult
from rules.vazerneiros.actions import PlayAction
from rules.vazerneiros.deck import bid_actions
from rules.vazerneiros.events import (
    BidLaid,
    BidsRevealed,
    CardExchanged,
    ElixirSpent,
    ElixirTaken,
    FaceDownPlayed,
    HandRevealed,
    LeaderChosen,
    PotionGained,
    PotionsUsed,
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
from rules.vazerneiros.rumors import WHISPERS_OF_THE_FALLEN, rumors

PREVIEW = "preview"  # the potion choice's card as it will be played
REASONS = {"auction": "auction", "rumor": "Favor of the Gods", "catch-up": "catch-up"}


@dataclass
class RoundFacts:
    """What the round summary says beyond the points, gathered from the shown observation and
    the events as they pass: the rumor, tricks taken, potions gained and why (the catch-up
    potions too: they close the round, so they play before its summary), rumor 11's end."""

    round_no: int = 0
    rumor: int | None = None
    tricks: dict[int, int] = field(default_factory=dict)
    gained: dict[int, list[str]] = field(default_factory=dict)  # seat -> reasons
    ended: str = ""  # rumor 11: who showed their hand
    tricks_total: int = 0

    def seen(self, obs: Any) -> None:
        """The shown observation is the truth so far."""
        if obs.round_no != self.round_no:
            self.start(obs.round_no)
        self.rumor = obs.rumor
        self.tricks_total = obs.tricks_total
        self.tricks = {s: n for s, n in enumerate(obs.tricks_won) if n}

    def start(self, round_no: int) -> None:
        self.round_no, self.rumor, self.ended = round_no, None, ""
        self.tricks, self.gained = {}, {}

    def gain(self, seat: int, reason: str) -> None:
        self.gained.setdefault(seat, []).append(REASONS.get(reason, reason))

    def notes(self, result: RoundResult, name: SeatName) -> list[str]:
        n = len(result.points)
        notes: list[str] = []
        if self.rumor is not None:
            card = rumors()[self.rumor]
            notes.append(f"Rumor {card.id}, {card.title}: {card.line}")
        tricks = ", ".join(f"{name(s)} {self.tricks.get(s, 0)}" for s in range(n))
        notes.append(f"Tricks won: {tricks}.")
        if self.ended:
            notes.append(self.ended)
        if self.gained:
            parts = [f"{name(s)} +{len(r)} ({', '.join(r)})" for s, r in sorted(self.gained.items())]
            notes.append(f"Potions gained: {'; '.join(parts)}.")
        else:
            notes.append("No potions gained this round.")
        return notes


class VazerneirosTable(TrickTable):
    verb = "play"
    deal_from = "trick"

    def __init__(self) -> None:
        self.facts = RoundFacts()
        self.noted: Any = None  # the shown seat's last action (its own bid, its face-down card)
        self.own_play: PlayAction | None = None  # the shown seat's face-down card in the trick
        self.track: tuple[str, ...] = ()
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
        self.facts.seen(obs)
        self.track = tuple(obs.track)
        out = placements(obs, stage, self.names)
        potion = self.potion
        if potion is not None and stage.viewer == obs.seat and potion.card in obs.hand:
            out.append(Placement(PREVIEW, preview_piece(potion, stage), trick_spot(stage, obs.seat), 55))
        return out

    def seat_lines(self, obs: Any, seat: int) -> list[str]:
        """Tricks won this round and potions first (a short plate shows only that line); then
        cards in hand and what the seat is doing or holds."""
        first = f"{plural(obs.tricks_won[seat], 'trick')} · {plural(obs.potions[seat], 'potion')}"
        words = [plural(obs.hand_counts[seat], "card")]
        if obs.elixir == seat:
            words.append("Elixir")
        if obs.phase == AUCTION_PHASE:
            words.append("bid laid" if obs.bids_in[seat] else "to bid")
        elif obs.auction_winner == seat and obs.phase in (RUMOR_PHASE, TRUMP_PHASE):
            words.append("won the bid")
        elif obs.phase == TRICK_PHASE and obs.leader == seat and not obs.is_over:
            words.append("leads")
        return [first, " · ".join(words)]

    def piles(self, obs: Any, stage: Stage) -> list[Pile]:
        return []  # tricks won are counted on the seat plates

    def closes_round(self, event: Event) -> bool:
        """The catch-up potions follow the score but belong to the round: they fly, and the
        summary lists them, before it opens."""
        return isinstance(event, PotionGained) and event.reason == "catch-up"

    def saves_after(self, event: Event) -> bool:
        return isinstance(event, (TrickWon, RoundScored, BidsRevealed))

    # --- the turn -------------------------------------------------------------------------------
    def turn(self, obs: Any, why_not: WhyNot | None = None) -> Choice:
        phase = obs.phase
        if phase == AUCTION_PHASE:
            return Noting(bid_choice(obs, why_not), self._note)
        if phase == RUMOR_PHASE:
            return rumor_choice(obs)
        if phase == TRUMP_PHASE:
            return trump_choice(obs)
        if phase == EXCHANGE_PHASE:
            return Noting(exchange_choice(obs), self._note)
        if phase == LEADER_PHASE:
            return leader_choice(obs, lambda: self.names)
        return Noting(play_choice(obs, why_not, self._preview), self._note)

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

    def _note(self, action: Action) -> None:
        self.noted = action

    def _own(self, seat: int, stage: Stage) -> Card | None:
        """The card the shown seat itself just laid (its bid, or a face-down play)."""
        if stage.viewer != seat:
            return None
        action, self.noted = self.noted, None
        if isinstance(action, PlayAction):
            self.own_play = action
        if isinstance(action, (CardAction, PlayAction)):
            return action.card
        return None

    # --- events -----------------------------------------------------------------------------------
    def animate(self, event: Event, stage: Stage) -> list[Step]:
        name = self._name
        facts = self.facts
        if isinstance(event, RoundStarted):
            facts.start(event.round_no)
            return [moves.clear_round(stage), *moves.marker_home(stage), *self._deal(event, stage)]
        if isinstance(event, TrackDrawn):
            self.track = tuple(event.track)
            return moves.track_drawn(stage, event.track)
        if isinstance(event, RumorsRevealed):
            return moves.rumors_revealed(stage, event.rumors)
        if isinstance(event, BidLaid):
            return moves.bid_laid(stage, event.seat, self._own(event.seat, stage), name(event.seat))
        if isinstance(event, BidsRevealed):
            return moves.bids_revealed(stage, event.bids, event.winner, name)
        if isinstance(event, RumorChosen):
            facts.rumor = event.rumor
            return moves.rumor_chosen(stage, event.rumor)
        if isinstance(event, PotionGained):
            if not event.granted:
                return moves.announce(stage, f"{name(event.seat)}: no potion, {event.why_lost}", moves.FELT_INK)
            facts.gain(event.seat, event.reason)
            return moves.potion_to_seat(stage, event.seat)
        if isinstance(event, ElixirTaken):
            return moves.elixir_taken(stage, event.seat)
        if isinstance(event, ElixirSpent):
            return moves.elixir_spent(stage, event.seat, event.used)
        if isinstance(event, TrumpChosen):
            if not event.marker:
                return []
            place = self.track.index(event.suit) if event.suit in self.track else 0
            return moves.marker_to_track(stage, place)
        if isinstance(event, (CardPlayed, FaceDownPlayed)):
            stage.view.remove(PREVIEW)
            self.potion = None
        if isinstance(event, CardPlayed):
            self.noted = None
            return moves.card_laid(stage, event.seat, event.card, False, False, None, name(event.seat))
        if isinstance(event, FaceDownPlayed):
            own = self._own(event.seat, stage)
            return moves.card_laid(stage, event.seat, own, True, own is not None, event.led, name(event.seat))
        if isinstance(event, PotionsUsed):
            own = self.own_play if stage.viewer == event.seat and event.suit is None else None
            return moves.potions_used(stage, event.seat, event.cost, event.suit, event.value, own)
        if isinstance(event, TrickRevealed):
            return moves.trick_revealed(stage, event.plays)
        if isinstance(event, TrickWon):
            facts.tricks[event.seat] = facts.tricks.get(event.seat, 0) + 1
            keep = facts.rumor == WHISPERS_OF_THE_FALLEN and event.trick_no < facts.tricks_total
            return moves.trick_taken(stage, event.seat, name(event.seat), keep)
        if isinstance(event, CardExchanged):
            return moves.card_exchanged(stage, event.seat, event.given, event.taken)
        if isinstance(event, TableCardsTaken):
            return moves.table_taken(stage, event.seat)
        if isinstance(event, LeaderChosen):
            return moves.announce(stage, f"{name(event.leader)} leads the next trick")
        if isinstance(event, HandRevealed):
            facts.ended = (f"The Ritual of Paths ended the tricks: {name(event.seat)} had no card of a new suit "
                           f"and showed their hand ({', '.join(c.name for c in event.cards) or 'empty'}).")
            text = f"Ritual of Paths: {name(event.seat)} has no new suit — the tricks end"
            return moves.hand_revealed(stage, event.cards, text)
        return []

    def _name(self, seat: int) -> str:
        return called(seat, self.names)

    # --- notes ----------------------------------------------------------------------------------
    def round_notes(self, result: RoundResult, name: SeatName) -> list[str]:
        return self.facts.notes(result, name)

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

__all__ = ["TABLE", "RoundFacts", "VazerneirosTable"]
