/**
 * Whether the cards are being bulk selected: a card's click then toggles its selection, so a card
 * shows no actions of its own (Edit, Export, Delete) meanwhile, only its checkbox, as Superset's.
 */
import { createContext, useContext } from 'react';

export const CardSelectionContext = createContext(false);

/** True while the card being rendered is in bulk select mode. */
export const useCardSelecting = (): boolean => useContext(CardSelectionContext);
