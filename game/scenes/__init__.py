"""The scenes. Each reaches the app through ``self.ctx`` and opens others through ``ctx.scenes``;
only ``game.navigation`` imports the scene classes."""
