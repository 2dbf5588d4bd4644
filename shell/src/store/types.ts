import type { ThunkAction, ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { FoyerState } from '@foyer/kernel';
import type { ShellExtra } from './ShellExtra.js';

export type RootState = FoyerState;
export type AppDispatch = ThunkDispatch<RootState, ShellExtra, UnknownAction>;
export type AppThunk<result = void> = ThunkAction<result, RootState, ShellExtra, UnknownAction>;
export type AppStartListening = TypedStartListening<RootState, AppDispatch, ShellExtra>;
