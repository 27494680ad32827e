export default function MassBalanceCreatePage() {
  return null;
}
