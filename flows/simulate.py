"""Stable import path for the simulator: ``from flows.simulate import simulate``."""

from flows.sim import SimulationResult, default_end, simulate

__all__ = ["SimulationResult", "default_end", "simulate"]
