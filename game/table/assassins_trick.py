"""Assassin's Trick on the table: the prize row, face-down bids turned up together, prize piles."""

from __future__ import annotations

from typing import Any

from game.anim import Call, Parallel, Step, Wait
from game.table.pieces import FLIP, MOVE, READ_PAUSE, Pieces, Stage
from game.table.view import Placement
from rules.assassins_trick.events import SetAsideRevealed
from rules.core.events import BidPlaced, BidsRevealed, Event, PrizeDiscarded, PrizeRevealed, PrizeWon


class AssassinsTrickPieces(Pieces):
    style = "standard"
    verb = "bid"
    review_title = "Last bids"

    def placements(self, obs: Any, stage: Stage) -> list[Placement]:
        view, seating = stage.view, stage.seating
        out: list[Placement] = []
        if obs.prizes_left:
            out.append(Placement("prize_deck", None, view.center("prize_deck"), False, 1))
        if obs.set_aside is not None:
            out.append(Placement("set_aside", obs.set_aside, view.center("set_aside"), True, 1))
        else:
            out.append(Placement("set_aside", None, view.center("set_aside"), False, 1))
        if obs.prize is not None:
            out.append(Placement("prize", obs.prize, view.center("prize"), True, 5))
        if obs.discard:
            out.append(Placement("discard", obs.discard[-1], view.center("discard"), True, 2))
        for seat in range(obs.players):
            if obs.has_bid[seat]:
                mine = obs.my_bid if seat == obs.seat else None
                out.append(Placement(f"bid:{seat}", mine, view.center(seating.anchor("bid", seat)), False, 10))
            out.extend(self._pile(obs.won[seat], seat, stage))
        return out

    def _pile(self, cards: tuple, seat: int, stage: Stage) -> list[Placement]:
        """A seat's prizes, face up and overlapping left to right inside its prize-pile anchor."""
        if not cards:
            return []
        area = stage.view.rect(stage.seating.anchor("prize_pile", seat))
        w, h = stage.view.mini_size
        step = min(w * 0.62, (area.width - w) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        y = area.top + h / 2 + max(0, (area.height - h) / 2)
        return [
            Placement(f"pile:{seat}:{i}", card, (area.left + w / 2 + i * step, y), True, 20 + i, mini=True)
            for i, card in enumerate(cards)
        ]

    def seat_lines(self, obs: Any, seat: int) -> list[str]:
        suit = obs.hand_suits[seat]
        names = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
        state = "bid placed" if obs.has_bid[seat] else ("choosing a bid" if seat in obs.to_move else "")
        lines = [f"{names.get(suit, suit)} · {obs.hand_counts[seat]} cards", f"Influence {obs.scores[seat]}"]
        if obs.taken_to_hand[seat]:
            lines.append(f"+{len(obs.taken_to_hand[seat])} Assassin in hand")
        if state:
            lines.append(state)
        return lines

    def piles(self, obs: Any, stage: Stage) -> list[tuple[str, int, str]]:
        left = obs.prizes_left
        return [
            ("prize_deck", left, f"{left} prize{'' if left == 1 else 's'} left"),
            ("set_aside", 1, "set aside"),
            ("prize", 1 if obs.prize else 0, "prize" if obs.prize else ""),
            ("discard", len(obs.discard), f"{len(obs.discard)} discarded" if obs.discard else ""),
        ]

    def review(self, event: Event) -> tuple[tuple[int, Any], ...] | None:
        return event.bids if isinstance(event, BidsRevealed) else None

    def animate(self, event: Event, stage: Stage) -> list[Step]:
        view, seating = stage.view, stage.seating
        if isinstance(event, PrizeRevealed):
            sprite = view.spawn("prize", event.card, view.center("prize_deck"), False, 5)
            return [Parallel(sprite.move_to(view.center("prize"), MOVE), sprite.flip(FLIP, face_up=True))]
        if isinstance(event, BidPlaced):
            key = f"bid:{event.seat}"
            start = stage.seat_center(event.seat)
            if event.seat == stage.viewer:
                start = view.center("hand")
            sprite = view.spawn(key, None, start, False, 10)
            return [self.sound(stage, "play"), sprite.move_to(view.center(seating.anchor("bid", event.seat)), MOVE)]
        if isinstance(event, BidsRevealed):
            flips: list[Step] = []
            for seat, card in event.bids:
                key = f"bid:{seat}"
                sprite = view.get(key) or view.spawn(key, None, view.center(seating.anchor("bid", seat)), False, 10)
                sprite.card = card
                flips.append(sprite.flip(FLIP, face_up=True))
            return [Parallel(*flips), Wait(READ_PAUSE)]
        if isinstance(event, PrizeWon):
            return self._resolve(event.card, stage, winner=event.seat, to_hand=event.to_hand)
        if isinstance(event, PrizeDiscarded):
            return self._resolve(event.card, stage, winner=None, to_hand=False)
        if isinstance(event, SetAsideRevealed):
            sprite = view.get("set_aside") or view.spawn("set_aside", None, view.center("set_aside"), False, 1)
            sprite.card = event.card
            return [sprite.flip(FLIP, face_up=True), Wait(READ_PAUSE)]
        return []

    def _resolve(self, card: Any, stage: Stage, winner: int | None, to_hand: bool) -> list[Step]:
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
                area = view.rect(seating.anchor("prize_pile", winner))
                target = (float(area.centerx), float(area.centery))
            moves.append(prize.move_to(target, MOVE))
        bids = view.keys("bid:")
        for key in bids:
            moves.append(view.sprites[key].move_to(view.center("discard"), MOVE))
        sound = "prize" if winner is not None else "play"
        return [self.sound(stage, sound), Parallel(*moves), Call(lambda: [view.remove(k) for k in [*bids, "prize"]])]


PIECES = AssassinsTrickPieces
