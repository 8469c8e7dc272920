"""The card table: where each seat sits on screen, the sprites of the cards in play, and each
game's pieces (what lies where, and how its events move the cards)."""
