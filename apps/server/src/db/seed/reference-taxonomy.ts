/**
 * The SAP BASIS support taxonomy and SR catalogue every installation starts with. Short codes are
 * what ticket numbers are made of (their first two characters): types 2-5 characters with distinct
 * first two letters, categories and sub-options 1-3 characters, unique within their type.
 */

export interface ReferenceCategory {
  shortCode: string;
  name: string;
  description: string;
}

export interface ReferenceSubOption extends ReferenceCategory {
  requiresSrIdentifier: boolean;
}

export interface ReferenceSupportType extends ReferenceCategory {
  categories: ReferenceCategory[];
  subOptions: ReferenceSubOption[];
}

/** The support levels a customer asks for, the same for every type; 'SR' is a catalogue task. */
const SUPPORT_LEVELS: ReferenceSubOption[] = [
  {
    shortCode: 'L1',
    name: 'Level 1 – Monitoring and first response',
    description: 'Alerts, health checks and routine fixes with a documented procedure.',
    requiresSrIdentifier: false,
  },
  {
    shortCode: 'L2',
    name: 'Level 2 – Incident analysis and fix',
    description: 'Root-cause analysis of an incident and its resolution by an experienced consultant.',
    requiresSrIdentifier: false,
  },
  {
    shortCode: 'L3',
    name: 'Level 3 – Expert and SAP escalation',
    description: 'Complex or business-critical problems, including incidents raised with SAP.',
    requiresSrIdentifier: false,
  },
  {
    shortCode: 'SR',
    name: 'Catalogue service request',
    description: 'A standard task from the service-request catalogue; quote its SR identifier.',
    requiresSrIdentifier: true,
  },
];

export const REFERENCE_TAXONOMY: ReferenceSupportType[] = [
  {
    shortCode: 'BASIS',
    name: 'System Administration (BASIS)',
    description:
      'Day-to-day administration of SAP NetWeaver and S/4HANA systems: transports, jobs, clients, kernels and connectivity.',
    categories: [
      {
        shortCode: 'TMS',
        name: 'Transport Management',
        description: 'STMS configuration, transport routes, imports and failed transports.',
      },
      {
        shortCode: 'JOB',
        name: 'Background Jobs',
        description: 'Scheduling in SM36/SM37, failed or long-running jobs and job chains.',
      },
      {
        shortCode: 'MON',
        name: 'System Monitoring',
        description: 'Health checks, CCMS alerts, short dumps (ST22) and system logs (SM21).',
      },
      {
        shortCode: 'CLI',
        name: 'Client Administration',
        description: 'Client copies, client settings (SCC4) and client deletion.',
      },
      {
        shortCode: 'KRN',
        name: 'Kernel and Support Packages',
        description: 'Kernel patches, SPAM/SAINT and support package stacks.',
      },
      {
        shortCode: 'INS',
        name: 'Instances and Profiles',
        description: 'Start and stop, profile parameters (RZ10), work processes and application servers.',
      },
      {
        shortCode: 'SPO',
        name: 'Printing and Output',
        description: 'Spool administration, output devices and print problems.',
      },
      {
        shortCode: 'RFC',
        name: 'RFC and Interfaces',
        description: 'RFC destinations (SM59), qRFC/tRFC queues and IDoc connectivity.',
      },
    ],
    subOptions: SUPPORT_LEVELS,
  },
  {
    shortCode: 'CLOUD',
    name: 'Cloud and RISE with SAP',
    description: 'RISE with SAP, SAP Business Technology Platform and SAP on hyperscalers.',
    categories: [
      {
        shortCode: 'RSE',
        name: 'RISE with SAP Operations',
        description: 'Onboarding, roles and responsibilities, and service requests to SAP ECS.',
      },
      {
        shortCode: 'BTP',
        name: 'SAP BTP Administration',
        description: 'Subaccounts, entitlements, destinations, Cloud Foundry and Kyma.',
      },
      {
        shortCode: 'SCC',
        name: 'Cloud Connector',
        description: 'Installing, configuring and troubleshooting SAP Cloud Connector.',
      },
      {
        shortCode: 'HYP',
        name: 'Hyperscaler Infrastructure',
        description: 'SAP on AWS, Azure and Google Cloud: virtual machines, storage and networking.',
      },
      {
        shortCode: 'BDR',
        name: 'Backup and Disaster Recovery',
        description: 'Cloud backups, disaster-recovery drills and failover.',
      },
    ],
    subOptions: SUPPORT_LEVELS,
  },
  {
    shortCode: 'DB',
    name: 'Database (HANA and others)',
    description: 'Administration of SAP HANA and of the other databases SAP runs on.',
    categories: [
      {
        shortCode: 'HAN',
        name: 'SAP HANA Administration',
        description: 'HANA cockpit, memory, persistence, alerts and revision updates.',
      },
      {
        shortCode: 'HSR',
        name: 'HANA System Replication',
        description: 'Replication set-up, takeover and replication problems.',
      },
      {
        shortCode: 'BKP',
        name: 'Backup and Recovery',
        description: 'Database backups, point-in-time recovery and restore tests.',
      },
      { shortCode: 'ORA', name: 'Oracle', description: 'BR*Tools, tablespaces and Oracle patches for SAP.' },
      {
        shortCode: 'MSS',
        name: 'Microsoft SQL Server',
        description: 'SQL Server for SAP: maintenance plans, growth and Always On.',
      },
      {
        shortCode: 'DB2',
        name: 'IBM Db2',
        description: 'Db2 for SAP: tablespaces, reorganisation and HADR.',
      },
      { shortCode: 'ASE', name: 'SAP ASE', description: 'SAP Adaptive Server Enterprise administration.' },
    ],
    subOptions: SUPPORT_LEVELS,
  },
  {
    shortCode: 'SEC',
    name: 'Security and Authorizations',
    description: 'Users, roles, single sign-on, certificates and SAP security patching.',
    categories: [
      {
        shortCode: 'USR',
        name: 'User Administration',
        description: 'Users, locks, password resets and mass maintenance (SU01, SU10).',
      },
      {
        shortCode: 'ROL',
        name: 'Roles and Authorizations',
        description: 'PFCG roles and authorization problems (SU53, ST01).',
      },
      {
        shortCode: 'SSO',
        name: 'Single Sign-On',
        description: 'SAML 2.0, SNC, Kerberos and SAP logon tickets.',
      },
      {
        shortCode: 'SSL',
        name: 'Certificates and SSL',
        description: 'STRUST, PSEs, certificate renewal and HTTPS set-up.',
      },
      {
        shortCode: 'SN',
        name: 'Security Notes and Hardening',
        description: 'SAP Security Patch Day notes, the security audit log and system hardening.',
      },
      {
        shortCode: 'AUD',
        name: 'Audit and Compliance',
        description: 'Audit support, GRC access control and critical authorizations.',
      },
    ],
    subOptions: SUPPORT_LEVELS,
  },
  {
    shortCode: 'PERF',
    name: 'Performance and Monitoring',
    description: 'Response times, memory, expensive SQL and proactive monitoring.',
    categories: [
      {
        shortCode: 'WLA',
        name: 'Workload Analysis',
        description: 'ST03N, response-time analysis and bottlenecks.',
      },
      {
        shortCode: 'MEM',
        name: 'Memory and Buffers',
        description: 'Extended memory, buffers (ST02), heap and paging.',
      },
      {
        shortCode: 'SQL',
        name: 'Expensive SQL',
        description: 'SQL trace (ST05), expensive statements and indexes.',
      },
      {
        shortCode: 'ALM',
        name: 'SAP Solution Manager and Cloud ALM',
        description: 'Technical monitoring, EarlyWatch Alerts and alerting.',
      },
      {
        shortCode: 'CAP',
        name: 'Capacity Planning',
        description: 'Sizing, growth forecasts and hardware capacity.',
      },
    ],
    subOptions: SUPPORT_LEVELS,
  },
  {
    shortCode: 'MIG',
    name: 'Migration and Upgrades',
    description: 'S/4HANA conversions, upgrades, system copies and database migrations.',
    categories: [
      {
        shortCode: 'S4C',
        name: 'S/4HANA Conversion',
        description: 'Readiness check, SUM with DMO and simplification items.',
      },
      {
        shortCode: 'UPG',
        name: 'Release Upgrades',
        description: 'Enhancement package and release upgrades with SUM, SPDD and SPAU.',
      },
      {
        shortCode: 'SCR',
        name: 'System Copy and Refresh',
        description: 'Homogeneous and heterogeneous system copies, production-to-quality refreshes.',
      },
      {
        shortCode: 'DMO',
        name: 'Database Migration',
        description: 'Database Migration Option to SAP HANA and OS/DB migrations.',
      },
      {
        shortCode: 'CLM',
        name: 'Cloud Migration',
        description: 'Moving SAP systems to a hyperscaler or to RISE with SAP.',
      },
    ],
    subOptions: SUPPORT_LEVELS,
  },
];

/** The service-request catalogue: standard BASIS tasks a customer can quote by identifier. */
export const REFERENCE_SR_IDENTIFIERS: Array<{ identifier: string; task: string; isActive: boolean }> = [
  { identifier: 'SR1001', task: 'Create, unlock or reset a dialog user', isActive: true },
  { identifier: 'SR1002', task: 'Import transport requests into production', isActive: true },
  { identifier: 'SR1003', task: 'Implement an SAP Note with SNOTE', isActive: true },
  { identifier: 'SR1004', task: 'Schedule, change or cancel a background job', isActive: true },
  { identifier: 'SR1005', task: 'Local or remote client copy', isActive: true },
  { identifier: 'SR1006', task: 'Install or renew an SSL certificate in STRUST', isActive: true },
  { identifier: 'SR1007', task: 'Apply a kernel patch', isActive: true },
  { identifier: 'SR1008', task: 'Apply a support package stack', isActive: true },
  { identifier: 'SR1009', task: 'Create or change an RFC destination', isActive: true },
  { identifier: 'SR1010', task: 'Add or change an output device (printer)', isActive: true },
  { identifier: 'SR1011', task: 'Point-in-time restore of a HANA test database', isActive: true },
  { identifier: 'SR1012', task: 'Run an unscheduled HANA data backup', isActive: true },
  { identifier: 'SR1013', task: 'Extend a tablespace or data volume', isActive: true },
  { identifier: 'SR1014', task: 'Create or change a PFCG role', isActive: true },
  { identifier: 'SR1015', task: 'Mass lock or unlock users for a period-end close', isActive: true },
  { identifier: 'SR1016', task: 'Refresh the quality system from production', isActive: true },
  { identifier: 'SR1017', task: 'Stop and start an SAP system for maintenance', isActive: true },
  { identifier: 'SR1018', task: 'Change a profile parameter', isActive: true },
  { identifier: 'SR1019', task: 'Open a service connection for SAP support', isActive: true },
  { identifier: 'SR1020', task: 'Configure a destination in SAP Cloud Connector', isActive: true },
  { identifier: 'SR1021', task: 'Add a user to an SAP BTP subaccount', isActive: true },
  { identifier: 'SR1022', task: 'Generate an EarlyWatch Alert report', isActive: true },
  { identifier: 'SR1023', task: 'Delete old spool requests and reorganise TemSe', isActive: true },
  { identifier: 'SR1024', task: 'Install an SAP license key', isActive: true },
  { identifier: 'SR0901', task: 'Maintain SAP Solution Manager 7.1 (retired)', isActive: false },
  { identifier: 'SR0902', task: 'Configure SAProuter with a legacy route string (retired)', isActive: false },
];
