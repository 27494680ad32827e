import dataProviderFactory from '@refinedev/simple-rest';
import { API_BASE, http } from '../api/http';

/** The stock simple-rest provider on the shared axios instance (auth headers, 401 handling). */
export const dataProvider = dataProviderFactory(API_BASE, http);
