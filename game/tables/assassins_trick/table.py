"""Assassin's Trick on the table: the prize row, face-down bids turned up together, prize piles,
the Assassin's own face on the Aces, and how a tie on influence was broken.

A prize is settled like a trick: the bids are turned up (``BidsRevealed``), then the rules'
``PrizeSettled`` (a ``TrickOutcome``) is held by the kit with the taker's bid raised and a banner
saying who takes the prize and why; only then does ``animate`` send the bids and the prize away."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from types import MappingProxyType
from typing import Any

from game.anim import Call, Parallel, Step, Wait
from game.art.styles import DeckStyle, deck_style
from game.pieces.card import CardSprite
from game.pieces.specs import CardPiece
from game.table.module import (
    FLIP,
    MOVE,
    READ_PAUSE,
    CardTable,
    Pile,
    SeatName,
    Stage,
    hand_fans,
    hand_origin,
)
from game.table.view import Placement
from rules.assassins_trick.actions import bid_actions
from rules.assassins_trick.deck import SUIT_NAMES, influence, is_assassin, is_joker
from rules.assassins_trick.events import (
    BidChosen,
    BidPlaced,
    BidsRevealed,
    PrizeRevealed,
    PrizeSettled,
    PrizeWon,
    SetAsideRevealed,
)
from rules.core.actions import CardActions
from rules.core.cards import Card
from rules.core.events import Event
from rules.core.results import GameResult
from rules.core.words import counted

DECIDED_BY = {
    "prize cards": "Tied on influence: the most prize cards won it.",
    "shared": "Tied on influence and on prize cards.",
}


@cache
def assassins_style() -> DeckStyle:
    """The standard deck with the Assassin's face on every Ace."""
    standard = deck_style("standard")
    return replace(standard, id="assassins", specials=MappingProxyType({**standard.specials, "A": "hooded_figure"}))


def prize_hover(card: Card) -> str:
    """What the prize is worth to its taker, in the rules' terms."""
    if is_joker(card):
        return "The prize is a joker: whoever takes it takes the next prize card instead."
    if is_assassin(card):
        return "The prize is an Assassin: whoever takes it adds it to their hand, for 0 influence."
    return f"The prize: the {card.name}, worth {influence(card)} influence to whoever takes it."


class AssassinsTrickTable(CardTable):
    verb = "bid"
    review_title = "Last bids"
    trick_nouns = ("prize", "prizes")
    one_trick_a_round = True  # a round is one prize
    play_area = "trick"
    move_flags = ("has_bid",)

    def deck_style(self) -> DeckStyle:
        return assassins_style()

    def card_actions(self) -> CardActions:
        return bid_actions()

    def required_anchors(self, players: int) -> list[str]:
        names = ["trick", "prize", "prize_deck", "set_aside", "discard"]
        for i in range(players):
            names += [f"bid_{i}", f"prize_pile_{i}"]
        return names

    def placements(self, obs: Any, stage: Stage) -> list[Placement]:
        view, seating = stage.view, stage.seating
        out: list[Placement] = []
        if obs.prizes_left:
            left = f"{counted(obs.prizes_left, 'prize card')} still to come, face down"
            out.append(Placement("prize_deck", CardPiece(None, False), view.center("prize_deck"), 1, left))
        aside = "Put aside unseen at the start; it is shown when the game ends."
        out.append(Placement("set_aside", CardPiece(obs.set_aside, obs.set_aside is not None), view.center("set_aside"), 1, aside))
        if obs.prize is not None:
            out.append(Placement("prize", CardPiece(obs.prize), view.center("prize"), 5, prize_hover(obs.prize)))
        if obs.discard:
            thrown = "Thrown away: every bid, and the prizes nobody took."
            out.append(Placement("discard", CardPiece(obs.discard[-1]), view.center("discard"), 2, thrown))
        for seat in range(obs.players):
            if obs.has_bid[seat]:
                mine = obs.my_bid if seat == obs.seat else None  # face down all the same
                out.append(Placement(f"bid:{seat}", CardPiece(mine, False), view.center(seating.anchor("bid", seat)), 10))
            out.extend(self._pile(obs.won[seat], seat, stage))
        return out + hand_fans(obs.hand_counts, stage)

    def _pile(self, cards: tuple[Card, ...], seat: int, stage: Stage) -> list[Placement]:
        """A seat's prizes, face up and overlapping left to right, centred in its prize-pile anchor
        (over the label ``piles`` puts under it)."""
        if not cards:
            return []
        area = stage.view.rect(stage.seating.anchor("prize_pile", seat))
        w, h = stage.view.mini_size
        step = min(w * 0.62, (area.width - w) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        left = max(area.left, area.centerx - (w + step * (len(cards) - 1)) / 2)
        y = area.top + h / 2 + max(0, (area.height - h) / 2)
        return [
            Placement(
                f"pile:{seat}:{i}", CardPiece(card, True, mini=True), (left + w / 2 + i * step, y), 20 + i,
                f"Won as a prize: the {card.name}, {influence(card)} influence",
            )
            for i, card in enumerate(cards)
        ]

    def seat_lines(self, obs: Any, seat: int) -> list[str]:
        suit = obs.hand_suits[seat]
        state = "bid placed" if obs.has_bid[seat] else ("choosing a bid" if seat in obs.to_move else "")
        cards, prizes = obs.hand_counts[seat], len(obs.won[seat])
        lines = [
            f"{SUIT_NAMES.get(suit, suit)} · {counted(cards, 'card')}",
            f"Influence {obs.scores[seat]} · {counted(prizes, 'prize')}",
        ]
        assassins = len(obs.taken_to_hand[seat])
        if assassins:
            lines.append(f"{counted(assassins, 'Assassin')} won, in hand")
        if state:
            lines.append(state)
        return lines

    def piles(self, obs: Any, stage: Stage) -> list[Pile]:
        left = obs.prizes_left
        return [
            Pile("prize_deck", left, f"{counted(left, 'prize')} left"),
            Pile("set_aside", 1, "set aside"),
            Pile("prize", 1 if obs.prize else 0, "prize" if obs.prize else ""),
            Pile("discard", len(obs.discard), f"{len(obs.discard)} discarded" if obs.discard else ""),
            *(
                Pile(stage.seating.anchor("prize_pile", seat), len(won), self._prizes_of(seat, obs.seat) if won else "")
                for seat, won in enumerate(obs.won)
            ),
        ]

    def _prizes_of(self, seat: int, viewer: int) -> str:
        """The label under a seat's prize pile: "Your prizes", "Bruno's prizes"."""
        if seat == viewer:
            return "Your prizes"
        return f"{self.name(seat)}'s prizes"

    def trick_card_key(self, seat: int) -> str:
        return f"bid:{seat}"

    def played_for(self, obs: Any) -> tuple[tuple[str, Card], ...]:
        if obs.prize is None or obs.is_over:
            return ()
        return ((f"Prize {len(obs.history) + 1}", obs.prize),)

    def result_notes(self, result: GameResult, name: SeatName) -> list[str]:
        """How a tie on influence was broken, if there was one."""
        decided = DECIDED_BY.get(str((result.extra or {}).get("decided_by", "")))
        return [decided] if decided else []

    def animate(self, event: Event, stage: Stage) -> list[Step]:
        view, seating = stage.view, stage.seating
        if isinstance(event, PrizeRevealed):
            sprite = view.spawn("prize", event.card, view.center("prize_deck"), False, 5)
            return [Parallel(sprite.move_to(view.center("prize"), MOVE), sprite.flip(FLIP, face_up=True))]
        if isinstance(event, BidChosen):  # private: only the bidder's own table sees the card go
            return self._own_bid(event, stage)
        if isinstance(event, BidPlaced):
            key = f"bid:{event.seat}"
            if view.get(key) is not None:  # the shown seat's own bid, already on its way
                return []
            start = hand_origin(stage, event.seat)
            sprite = view.spawn(key, None, start, False, 10)
            return [self.sound(stage, "play"), sprite.move_to(view.center(seating.anchor("bid", event.seat)), MOVE)]
        if isinstance(event, BidsRevealed):
            flips: list[Step] = []
            for seat, card in event.bids:
                key = f"bid:{seat}"
                sprite = view.piece(key, CardSprite) or view.spawn(key, None, view.center(seating.anchor("bid", seat)), False, 10)
                sprite.card = card
                flips.append(sprite.flip(FLIP, face_up=True))
            return [Parallel(*flips)]  # the kit holds them with PrizeSettled's banner
        if isinstance(event, PrizeSettled):
            keep = event.seat is not None and not is_joker(event.prize)  # a joker is thrown away
            return self._resolve(stage, winner=event.seat if keep else None, to_hand=event.to_hand)
        if isinstance(event, PrizeWon):  # the card turned up in a joker's place
            return self._resolve(stage, winner=event.seat, to_hand=event.to_hand)
        if isinstance(event, SetAsideRevealed):
            sprite = view.piece("set_aside", CardSprite) or view.spawn("set_aside", None, view.center("set_aside"), False, 1)
            sprite.card = event.card
            return [sprite.flip(FLIP, face_up=True), Wait(READ_PAUSE)]
        return []

    def _own_bid(self, event: BidChosen, stage: Stage) -> list[Step]:
        """The shown seat's bid leaves its hand: the very card goes to its bid spot, face down."""
        if stage.viewer != event.seat:
            return []
        view = stage.view
        key = f"bid:{event.seat}"
        sprite = view.rename(f"hand:{event.card.code}", key)
        if not isinstance(sprite, CardSprite):
            return []
        sprite.unraise()
        sprite.z = 10
        target = view.center(stage.seating.anchor("bid", event.seat))
        return [self.sound(stage, "play"), Parallel(sprite.move_to(target, MOVE), sprite.flip(FLIP, face_up=False))]

    def _resolve(self, stage: Stage, winner: int | None, to_hand: bool) -> list[Step]:
        """The prize goes to its winner's pile (or hand, or the discard); the bids are discarded."""
        view, seating = stage.view, stage.seating
        moves: list[Step] = []
        prize = view.get("prize")
        if prize is not None:
            if winner is None:
                target = view.center("discard")
            elif to_hand:
                target = stage.seat_center(winner)
            else:
                target = view.center(seating.anchor("prize_pile", winner))
            moves.append(prize.move_to(target, MOVE))
        bids = view.keys("bid:")
        for key in bids:
            moves.append(view.sprites[key].move_to(view.center("discard"), MOVE))
        sound = "prize" if winner is not None else "play"
        return [self.sound(stage, sound), Parallel(*moves), Call(lambda: view.remove_all([*bids, "prize"]))]


TABLE = AssassinsTrickTable
