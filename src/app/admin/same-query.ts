/** Whether a list query asks for what an earlier one asked (its filters and page), field for field. */
export const sameQuery = (earlier: object | undefined, query: object): boolean => earlier !== undefined && JSON.stringify(earlier) === JSON.stringify(query);
