import { Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../shared/user-admin';

interface Props {
  user: AdminUser | null;
  /** The tenants the signed-in admin administers (a system admin: all). */
  tenants: string[];
  onGrant: (user: AdminUser, tenant: string) => Promise<void>;
  onClose: () => void;
}

/** Gives an existing user access to another tenant the admin may grant. */
export function GrantAccessModal({ user, tenants, onGrant, onClose }: Props) {
  const { t } = useTranslation();
  const [tenant, setTenant] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const has = new Set(user?.tenants.map((entry) => entry.tenant));
  const options = tenants.filter((name) => !has.has(name)).map((name) => ({ value: name, label: name }));

  const ok = async () => {
    if (!user || !tenant) return;
    setBusy(true);
    try {
      await onGrant(user, tenant);
      setTenant(undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={!!user}
      title={t('users.grant.title', { login: user?.login ?? '' })}
      okText={t('users.grant.ok')}
      cancelText={t('users.cancel')}
      okButtonProps={{ disabled: !tenant, loading: busy, 'data-testid': 'grant-access-ok' }}
      onOk={ok}
      onCancel={() => {
        setTenant(undefined);
        onClose();
      }}
    >
      <Select
        style={{ width: '100%' }}
        value={tenant}
        onChange={setTenant}
        options={options}
        placeholder={t('users.grant.placeholder')}
        notFoundContent={t('users.grant.none')}
        data-testid="grant-tenant"
      />
    </Modal>
  );
}
