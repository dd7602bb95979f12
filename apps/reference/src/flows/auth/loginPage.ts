/** The login page wired to the API (spec 01 §4). */
import { loginPageMachine } from '@hearth/machines';
import { loadSession, login } from './actors';

export const appLoginPageMachine = loginPageMachine.provide({ actors: { login, loadSession } });
