/** An admin picks an available rider for an order being prepared or ready (POST /order/assign-delivery). */
import type { Order } from "@zaika/contract/order";
import { type FormEvent, useState } from "react";
import { useAvailableRiders } from "../../../api/riders";
import { Button } from "../../../components/ui/Button";
import { Select } from "../../../components/ui/Select";
import { errorMessage } from "../../../lib/api-error";
import { useAssignDelivery } from "../api/assign-delivery";

const VEHICLE_LABELS: Record<string, string> = {
  bicycle: "Bicycle",
  scooter: "Scooter",
  motorcycle: "Motorcycle",
  "electric-scooter": "Electric scooter",
};

export function AssignRiderForm({ order }: { order: Pick<Order, "_id" | "rider"> }) {
  const riders = useAvailableRiders(true);
  const assign = useAssignDelivery();
  const [riderId, setRiderId] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!riderId) {
      setError("Choose a rider");
      return;
    }
    assign.mutate({ orderId: order._id, riderId }, { onSuccess: () => setRiderId("") });
  };

  const list = riders.data?.data ?? [];
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {order.rider && (
        <p className="text-gray-800">
          Assigned to <span className="font-semibold">{order.rider.name}</span>. Choose another rider to reassign.
        </p>
      )}
      <Select
        label="Available rider"
        value={riderId}
        onChange={(event) => {
          setRiderId(event.target.value);
          setError(undefined);
        }}
        disabled={riders.isPending || list.length === 0}
        error={error ?? (riders.isError ? errorMessage(riders.error) : undefined)}
        hint={
          riders.isPending
            ? "Loading riders…"
            : list.length === 0 && !riders.isError
              ? "No rider is online right now."
              : undefined
        }
      >
        <option value="">Choose a rider</option>
        {list.map((rider) => (
          <option key={rider._id} value={rider._id}>
            {rider.name} · {VEHICLE_LABELS[rider.vehicleType] ?? rider.vehicleType} {rider.vehicleNumber} ·{" "}
            {rider.activeDeliveries} active
          </option>
        ))}
      </Select>
      <Button type="submit" loading={assign.isPending} disabled={list.length === 0}>
        Assign rider
      </Button>
    </form>
  );
}
