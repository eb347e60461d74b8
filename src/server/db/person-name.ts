import { users } from './schema';

/** The name parts a formal salutation needs (formalSalutation, decision 0023), for a select or a returning. */
export const personNameColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  aanhef: users.aanhef,
  initialen: users.initialen,
  tussenvoegsel: users.tussenvoegsel,
};
