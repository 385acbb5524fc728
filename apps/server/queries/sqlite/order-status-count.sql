select "status", "count"
  from "order_status_counts"
  where "customer_id" = ?;
