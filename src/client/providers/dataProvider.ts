import dataProviderFactory from '@refinedev/simple-rest';
import { http } from '../api/http';

/**
 * The stock simple-rest provider on the shared axios instance (auth headers, 401 handling). Its API URL
 * is empty because the instance's baseURL already is /api/v1 (axios would prefix it a second time).
 */
export const dataProvider = dataProviderFactory('', http);
