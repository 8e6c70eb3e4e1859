// Timings the navigation controllers use (spec §9 "Time").
export const FARCASTER_RELOAD_DELAY_MS = 100;
