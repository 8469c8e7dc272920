"""The table of a game that plays cards into tricks: dealing, playing, taking a trick, won piles.

A trick game's table module subclasses ``TrickTable`` and says its deck, its card actions and its
seat lines. Its layouts carry the trick anchors: ``trick`` (the felt in the middle), ``trick_<i>``
(where screen seat i's card lands), ``won_<i>`` (its won pile) and ``deck``; optional
``fan_<i>`` anchors show the other seats' hands as fans of backs (``module.hand_fans``).
"""

from __future__ import annotations

from typing import Any

from game.anim import Call, Parallel, Sequence, Step, Wait
from game.pieces.specs import CardPiece
from game.table.module import (
    DEAL_GAP,
    MOVE,
    CardTable,
    Pile,
    Stage,
    card_to_table,
    hand_fans,
    hand_origin,
)
from game.table.view import Placement
from rules.core.events import CardPlayed, Event, RoundStarted, TrickWon
from rules.core.words import counted

MAX_DEAL_SPRITES = 40


class TrickTable(CardTable):
    play_area = "trick"
    deal_anticlockwise = False  # some games deal to the right
    deal_from = "deck"  # the anchor the deal starts from

    def required_anchors(self, players: int) -> list[str]:
        names = ["trick", "deck"]
        for i in range(players):
            names += [f"trick_{i}", f"won_{i}"]
        return names

    def placements(self, obs: Any, stage: Stage) -> list[Placement]:
        view, seating = stage.view, stage.seating
        return [
            Placement(f"trick:{seat}", CardPiece(card), view.center(seating.anchor("trick", seat)), 10 + i)
            for i, (seat, card) in enumerate(obs.trick)
        ] + hand_fans(obs.hand_counts, stage)

    def piles(self, obs: Any, stage: Stage) -> list[Pile]:
        return [
            Pile(stage.seating.anchor("won", seat), n, counted(n, "trick") if n else "", True)
            for seat, n in enumerate(obs.tricks_won)
        ]

    def animate(self, event: Event, stage: Stage) -> list[Step]:
        if isinstance(event, CardPlayed):
            return self._play(event, stage)
        if isinstance(event, TrickWon):  # held for reading by the kit first
            return self._take(event, stage)
        if isinstance(event, RoundStarted):
            return self._deal(event, stage)
        return []

    def _play(self, event: CardPlayed, stage: Stage) -> list[Step]:
        target = stage.view.center(stage.seating.anchor("trick", event.seat))
        sprite = card_to_table(stage, event.seat, event.card, f"trick:{event.seat}")
        return [self.sound(stage, "play"), sprite.move_to(target, MOVE)]

    def _take(self, event: TrickWon, stage: Stage) -> list[Step]:
        view = stage.view
        pile = view.center(stage.seating.anchor("won", event.seat))
        keys = [self.trick_card_key(seat) for seat, _ in event.cards]
        moves: list[Step] = []
        for key in keys:
            sprite = view.get(key)
            if sprite is not None:
                moves.append(sprite.move_to(pile, MOVE))
        return [  # the kit has held the finished trick already (game.table.outcome)
            self.sound(stage, "trick"),
            Parallel(*moves),
            Call(lambda: view.remove_all(keys)),
        ]

    def _deal(self, event: RoundStarted, stage: Stage) -> list[Step]:
        view, seating = stage.view, stage.seating
        players = seating.players
        deck = view.center(self.deal_from)
        first = event.first if event.first is not None else 0
        total = min(MAX_DEAL_SPRITES, event.hand_size * players)
        flights: list[Step] = []
        keys: list[str] = []
        for i in range(total):
            seat = (first - i) % players if self.deal_anticlockwise else (first + i) % players
            key = f"deal:{i}"
            keys.append(key)
            sprite = view.spawn(key, None, deck, False, 50 + i)
            target = view.center("hand") if seating.position(seat) == 0 else hand_origin(stage, seat)
            flights.append(Sequence(Wait(i * DEAL_GAP), sprite.move_to(target, MOVE)))
        return [
            Call(lambda: view.remove_all(view.keys("hand:"))),
            self.sound(stage, "deal"),
            Parallel(*flights),
            Call(lambda: view.remove_all(keys)),
        ]
