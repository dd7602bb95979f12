// Tables of the graphql area (filled in by that work).
export {};
