import { inputReportSql } from '../../src/server/reports/sql/input';

/** Off-site facility input: feedstock received at third-party facilities, with their GPS and address. */
export default inputReportSql('offsite', true);
