"""Stable import path for the simulator: ``from toolwatch.flows.simulate import simulate``."""

from toolwatch.flows.sim import SimulationResult, default_end, simulate

__all__ = ["SimulationResult", "default_end", "simulate"]
