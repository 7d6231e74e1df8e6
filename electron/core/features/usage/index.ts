/** The day's request budgets, as other features see them. */
export { createRequestBudgets, type RequestBudgets } from './request-budgets'
